import { DuplicateWarning } from '../moderation/DuplicateWarning';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { OfferDetail } from '@gangazo/contracts';
import { SHARE_FIELD_ORDER, SHARE_LIMITS, firstShareError, type ShareErrors, type ShareField, type ShareKind } from '@gangazo/contracts/catalog/share';
import { CONFIRMATION_MS, showAlert, useAppDispatch } from '@gangazo/platform';
import { Button, Checkbox, TextField } from '@gangazo/ui';
import { errorMessage } from '../coupon-modal/apiError';
import { ImageUploader } from './ImageUploader';
import { ShareDescriptionEditor } from './ShareDescriptionEditor';
import { EMPTY_SHARE_FORM, formatCopInput, toShareSubmission, todayInBogota, type ShareFormState } from './shareForm';
import { useGetCategoryTreeQuery, useShareOfferMutation, useUploadImageMutation } from './shareApi';
import { ShopPicker } from './ShopPicker';
import styles from './ShareForm.module.css';

/** The id of each field's control, so the first invalid one can take the focus. */
const FIELD_IDS: Record<ShareField, string> = {
  kind: 'share-title',
  title: 'share-title',
  url: 'share-url',
  shop: 'share-shop',
  shop_name: 'share-shop',
  category: 'share-category',
  code: 'share-code',
  reduction: 'share-reduction',
  price: 'share-price',
  previous_price: 'share-previous-price',
  shipping_cost: 'share-shipping',
  availability: 'share-online',
  city: 'share-city',
  init_date: 'share-start',
  end_date: 'share-end',
  description: 'share-description',
  tyt: 'share-tyt',
  images: 'share-images',
};

/** Where a new share is shown: a code opens in its shop's page, in the coupon modal. */
export function sharedPath(created: OfferDetail): string {
  if (created.kind === 'coupon' && created.shop) return `${created.shop.public_url}?active_coupon=${created.id}`;
  return created.public_url;
}

function CategorySelect({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { data: tree, isLoading, isError, refetch } = useGetCategoryTreeQuery();
  return (
    <div className={styles.field}>
      <label htmlFor="share-category" className={styles.label}>
        Categoría
      </label>
      <select
        id="share-category"
        className={[styles.select, error ? styles.invalid : ''].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'share-category-error' : undefined}
        disabled={isLoading}
      >
        <option value="">{isLoading ? 'Cargando categorías…' : 'Elige una categoría'}</option>
        {tree?.map((parent) => [
          <option key={parent.id} value={parent.id}>
            {parent.name}
          </option>,
          ...parent.children.map((child) => (
            <option key={child.id} value={child.id}>
              {`\u00a0\u00a0\u00a0${parent.name} › ${child.name}`}
            </option>
          )),
        ])}
      </select>
      {isError && (
        <p className={styles.error}>
          No pudimos cargar las categorías.{' '}
          <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
            Reintentar
          </button>
        </p>
      )}
      {error && (
        <p id="share-category-error" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export interface ShareFormProps {
  kind: ShareKind;
}

/** The share form (`/comparte/oferta/offer`, `/comparte/cupon/coupon`): checked as the BFF checks it, then published. */
export function ShareForm({ kind }: ShareFormProps) {
  const coupon = kind === 'coupon';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form, setForm] = useState<ShareFormState>(EMPTY_SHARE_FORM);
  const [errors, setErrors] = useState<ShareErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [share, { isLoading: sending }] = useShareOfferMutation();
  const [uploadImage] = useUploadImageMutation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const today = todayInBogota();

  const set = <K extends keyof ShareFormState>(key: K, value: ShareFormState[K], ...cleared: ShareField[]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (cleared.some((field) => errors[field])) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of cleared) delete next[field];
        return next;
      });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setServerError(null);
    const { body, errors: found } = toShareSubmission(kind, form);
    setErrors(found);
    const first = SHARE_FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    try {
      const created = await share(body).unwrap();
      const message = created.review
        ? `${coupon ? 'Tu código está en revisión' : 'Tu oferta está en revisión'}: la publicaremos cuando el equipo la apruebe. ¡Gracias por compartir!`
        : coupon
          ? 'Tu código ya está publicado. ¡Gracias por compartir!'
          : 'Tu oferta ya está publicada. ¡Gracias por compartir!';
      dispatch(showAlert({ type: 'success', title: '¡Muy Bien!', message, autoCloseMs: CONFIRMATION_MS }));
      navigate(sharedPath(created));
      // The new page starts at its top, not where the form's button was.
      window.scrollTo({ top: 0 });
    } catch (failure) {
      setServerError(errorMessage(failure, 'No pudimos publicar. Revisa tu conexión e inténtalo de nuevo.'));
      summaryRef.current?.focus();
    }
  };

  const uploadDescriptionImage = async (file: File) => {
    try {
      const stored = await uploadImage({ file, type: kind }).unwrap();
      return `/api/v1/images/${stored.key}?width=960`;
    } catch (failure) {
      throw new Error(errorMessage(failure, 'No pudimos subir la imagen. Inténtalo de nuevo.'));
    }
  };

  const firstError = firstShareError(errors);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={serverError ? 'share-server-error' : undefined}>
      <div ref={summaryRef} tabIndex={-1} className={styles.summary}>
        {serverError && (
          <p id="share-server-error" role="alert" className={styles.serverError}>
            {serverError}
          </p>
        )}
        {!serverError && firstError && (
          <p role="alert" className={styles.errorSummary}>
            Revisa los campos marcados: {firstError}
          </p>
        )}
      </div>

      <Section title={coupon ? 'El código' : 'La oferta'}>
        <TextField
          id="share-title"
          label="Título"
          value={form.title}
          maxLength={SHARE_LIMITS.titleMax}
          placeholder={coupon ? '20% en toda la tienda con el código…' : 'Televisor Samsung 55" 4K a $1.899.900'}
          hint={`Entre ${SHARE_LIMITS.titleMin} y ${SHARE_LIMITS.titleMax} caracteres (${form.title.trim().length}/${SHARE_LIMITS.titleMax}).`}
          error={errors.title ?? errors.kind}
          onChange={(event) => set('title', event.target.value, 'title')}
        />
        <TextField
          id="share-url"
          label={coupon ? 'Enlace donde se usa el código' : 'Enlace de la oferta'}
          type="url"
          inputMode="url"
          value={form.url}
          maxLength={SHARE_LIMITS.urlMax}
          placeholder="https://"
          hint={form.availability === 'in_store' ? 'Opcional si solo está en tienda física.' : undefined}
          error={errors.url}
          onChange={(event) => set('url', event.target.value, 'url')}
        />
        <ShopPicker
          id="share-shop"
          text={form.shopText}
          shop={form.shop}
          error={errors.shop ?? errors.shop_name}
          onTextChange={(text) => set('shopText', text, 'shop', 'shop_name')}
          onPick={(shop) => set('shop', shop, 'shop', 'shop_name')}
        />
        {/* A shop's codes often all link to its home page: for a code, only a near-identical title of the same shop warns. */}
        <DuplicateWarning url={coupon ? '' : form.url} title={form.title} shop={form.shop?.slug ?? null} />
        <CategorySelect value={form.category} error={errors.category} onChange={(value) => set('category', value, 'category')} />
      </Section>

      {coupon ? (
        <Section title="Descuento">
          <div className={styles.row}>
            <TextField
              id="share-code"
              label="Código"
              value={form.code}
              maxLength={SHARE_LIMITS.codeMax}
              autoCapitalize="characters"
              spellCheck={false}
              hint="Déjalo vacío si el descuento se aplica sin código."
              error={errors.code}
              onChange={(event) => set('code', event.target.value, 'code')}
            />
            <TextField
              id="share-reduction"
              label="Descuento"
              value={form.reduction}
              maxLength={SHARE_LIMITS.reductionMax}
              placeholder="20%, $50.000, Envío gratis"
              error={errors.reduction}
              onChange={(event) => set('reduction', event.target.value, 'reduction')}
            />
          </div>
        </Section>
      ) : (
        <Section title="Precio">
          <div className={styles.row}>
            <TextField
              id="share-price"
              label="Precio de la oferta ($)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="1.899.900"
              value={form.price}
              error={errors.price}
              onChange={(event) => set('price', formatCopInput(event.target.value), 'price', 'previous_price')}
            />
            <TextField
              id="share-previous-price"
              label="Precio anterior ($)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="2.499.900"
              hint="Opcional: el precio habitual, para calcular el descuento."
              value={form.previousPrice}
              error={errors.previous_price}
              onChange={(event) => set('previousPrice', formatCopInput(event.target.value), 'previous_price', 'price')}
            />
          </div>
          <div className={styles.row}>
            <TextField
              id="share-shipping"
              label="Costo de envío ($)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Opcional"
              disabled={form.freeShipping}
              value={form.freeShipping ? '0' : form.shippingCost}
              error={errors.shipping_cost}
              onChange={(event) => set('shippingCost', formatCopInput(event.target.value), 'shipping_cost')}
            />
            <div className={styles.checkboxCell}>
              <Checkbox label="Envío gratis" checked={form.freeShipping} onChange={(event) => set('freeShipping', event.target.checked, 'shipping_cost')} />
            </div>
          </div>
        </Section>
      )}

      <Section title="Disponibilidad y vigencia">
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>¿Dónde se consigue?</legend>
          <div className={styles.radios}>
            <label className={styles.radio}>
              <input id="share-online" type="radio" name="availability" value="online" checked={form.availability === 'online'} onChange={() => set('availability', 'online', 'availability', 'city', 'url')} />
              En línea
            </label>
            <label className={styles.radio}>
              <input type="radio" name="availability" value="in_store" checked={form.availability === 'in_store'} onChange={() => set('availability', 'in_store', 'availability', 'url')} />
              En tienda física
            </label>
          </div>
        </fieldset>
        {form.availability === 'in_store' && (
          <TextField id="share-city" label="Ciudad" value={form.city} maxLength={SHARE_LIMITS.cityMax} placeholder="Bogotá" error={errors.city} onChange={(event) => set('city', event.target.value, 'city')} />
        )}
        <div className={styles.row}>
          <TextField id="share-start" label="Válido desde" type="date" value={form.startDate} error={errors.init_date} hint="Opcional." onChange={(event) => set('startDate', event.target.value, 'init_date', 'end_date')} />
          <TextField
            id="share-end"
            label="Hasta"
            type="date"
            min={form.startDate || today}
            value={form.endDate}
            error={errors.end_date}
            hint="Opcional: el último día en que vale."
            onChange={(event) => set('endDate', event.target.value, 'end_date')}
          />
        </div>
      </Section>

      <Section title={coupon ? 'Información' : 'Descripción'}>
        <div id="share-description" tabIndex={-1} className={styles.editorAnchor}>
          <ShareDescriptionEditor
            label={coupon ? 'Información del código' : 'Descripción de la oferta'}
            placeholder={coupon ? 'Qué incluye, en qué productos aplica…' : 'Cuenta por qué es un gangazo: características, cómo conseguir el precio…'}
            hint={coupon ? 'Opcional.' : `Al menos ${SHARE_LIMITS.descriptionMinText} caracteres.`}
            error={errors.description}
            value={form.description}
            onChange={(delta) => set('description', delta, 'description')}
            onUploadImage={uploadDescriptionImage}
          />
        </div>
        {coupon && (
          <div className={styles.field}>
            <label htmlFor="share-tyt" className={styles.label}>
              Condiciones
            </label>
            <textarea
              id="share-tyt"
              className={[styles.textarea, errors.tyt ? styles.invalid : ''].filter(Boolean).join(' ')}
              rows={4}
              maxLength={SHARE_LIMITS.tytMax}
              placeholder="Compra mínima, productos excluidos, un uso por cliente…"
              value={form.tyt}
              aria-invalid={errors.tyt ? true : undefined}
              aria-describedby={errors.tyt ? 'share-tyt-error' : undefined}
              onChange={(event) => set('tyt', event.target.value, 'tyt')}
            />
            {errors.tyt && (
              <p id="share-tyt-error" className={styles.error}>
                {errors.tyt}
              </p>
            )}
          </div>
        )}
        <ImageUploader id="share-images" kind={kind} images={form.images} error={errors.images} onChange={(images) => set('images', images, 'images')} />
      </Section>

      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Publicando…' : coupon ? 'Publicar código' : 'Publicar oferta'}
        </Button>
      </div>
    </form>
  );
}
