import { useId, useState, type FormEvent } from 'react';
import type { Alert } from '@gangazo/contracts';
import { Button, TextField } from '@gangazo/ui';
import { errorMessage } from '../profile-layout/apiError';
import { EMAIL_CHOICES, EMPTY_DRAFT, checkDraft, draftOf, type AlertDraft, type AlertErrors, type AlertField } from './alertForm';
import { useCreateAlertMutation, useFindAlertShopsQuery, useGetAlertCategoriesQuery, useUpdateAlertMutation } from './alertsApi';
import styles from './AlertsSection.module.css';

interface AlertFormProps {
  /** Editing this alert, or creating one. */
  alert?: Alert;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Which field a server message is about (the BFF's messages are Spanish and name the thing). */
function serverField(message: string): AlertField | 'form' {
  if (/tienda/i.test(message)) return 'shop';
  if (/excluida|excluded/i.test(message)) return 'excluded';
  if (/max_price|precio/i.test(message)) return 'maxPrice';
  if (/min_temperature|grados|temperatura/i.test(message)) return 'minTemperature';
  if (/palabra|words/i.test(message)) return 'words';
  return 'form';
}

/** Create or edit an alert (loaded when first opened). */
export default function AlertForm({ alert, onDone, onCancel }: AlertFormProps) {
  const [draft, setDraft] = useState<AlertDraft>(alert ? draftOf(alert) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<AlertErrors>({});
  const [createAlert, created] = useCreateAlertMutation();
  const [updateAlert, updated] = useUpdateAlertMutation();
  const categories = useGetAlertCategoriesQuery();
  const shopFilter = draft.shopName.trim();
  const shops = useFindAlertShopsQuery(shopFilter, { skip: shopFilter.length < 2 || draft.shopId !== '' });
  const shopListId = useId();
  const busy = created.isLoading || updated.isLoading;

  function edit<K extends keyof AlertDraft>(key: K, value: AlertDraft[K], field?: AlertField) {
    setDraft((current) => ({ ...current, [key]: value }));
    if (field) setErrors((current) => (current[field] || current.form ? { ...current, [field]: undefined, form: undefined } : current));
  }

  function editShop(name: string) {
    const known = shops.data?.find((shop) => shop.name.toLowerCase() === name.trim().toLowerCase());
    setDraft((current) => ({ ...current, shopName: name, shopId: known?.id ?? '' }));
    setErrors((current) => ({ ...current, shop: undefined, form: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkDraft(draft);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    try {
      if (alert) await updateAlert({ id: alert.id, body: { ...checked.body, paused: alert.paused } }).unwrap();
      else await createAlert(checked.body).unwrap();
      onDone(alert ? 'Guardamos los cambios de tu alerta.' : 'Creamos tu alerta: te avisaremos cuando aparezca una oferta así.');
    } catch (error) {
      const message = errorMessage(error, 'No pudimos guardar la alerta. Inténtalo de nuevo.');
      setErrors({ [serverField(message)]: message });
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={alert ? 'Editar alerta' : 'Nueva alerta'}>
      <TextField
        label="Palabras"
        hint="Todas deben aparecer en el título de la oferta; sin importar tildes ni mayúsculas."
        value={draft.words}
        error={errors.words}
        onChange={(event) => edit('words', event.target.value, 'words')}
        autoFocus
      />
      <TextField label="Excluir palabras (opcional)" hint="Si el título tiene alguna, no te avisamos." value={draft.excluded} error={errors.excluded} onChange={(event) => edit('excluded', event.target.value, 'excluded')} />
      <div className={styles.row}>
        <TextField label="Tienda (opcional)" list={shopListId} value={draft.shopName} error={errors.shop} onChange={(event) => editShop(event.target.value)} autoComplete="off" />
        <datalist id={shopListId}>
          {(shops.data ?? []).map((shop) => (
            <option key={shop.id} value={shop.name} />
          ))}
        </datalist>
        <label className={styles.selectField}>
          <span className={styles.selectLabel}>Categoría (opcional)</span>
          <select className={styles.select} value={draft.categoryId} onChange={(event) => edit('categoryId', event.target.value)}>
            <option value="">Todas</option>
            {(categories.data ?? []).map((parent) => (
              <optgroup key={parent.id} label={parent.name}>
                <option value={parent.id}>{parent.name} (todas)</option>
                {parent.children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.row}>
        <TextField label="Precio máximo en pesos (opcional)" inputMode="numeric" value={draft.maxPrice} error={errors.maxPrice} onChange={(event) => edit('maxPrice', event.target.value, 'maxPrice')} />
        <TextField
          label="Temperatura mínima (opcional)"
          hint="Te avisamos cuando la oferta llegue a estos grados."
          inputMode="numeric"
          value={draft.minTemperature}
          error={errors.minTemperature}
          onChange={(event) => edit('minTemperature', event.target.value, 'minTemperature')}
        />
      </div>
      <label className={styles.selectField}>
        <span className={styles.selectLabel}>Cómo te avisamos</span>
        <select className={styles.select} value={draft.email} onChange={(event) => edit('email', event.target.value as AlertDraft['email'])}>
          {EMAIL_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {alert ? 'Guardar cambios' : 'Crear alerta'}
        </Button>
      </div>
    </form>
  );
}
