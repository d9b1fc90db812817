import { useId, useState, type FormEvent } from 'react';
import { openAuthModal, useAppDispatch } from '@gangazo/platform';
import { Button, RichTextEditor, TextField } from '@gangazo/ui';
import { errorMessage, errorStatus } from '../shared/apiError';
import { FORUM } from '../shared/limits';
import { hasMedia, visibleText } from '../shared/richText';
import { useGetForumCategoriesQuery, useUploadForumImageMutation } from '../forum-api/forumApi';
import styles from './TopicForm.module.css';

export interface TopicFormValues {
  title: string;
  categoryId: string;
  /** Editor HTML. */
  body: string;
}

type FieldErrors = Partial<Record<keyof TopicFormValues, string>>;

export function validateTopic(values: TopicFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = values.title.replace(/\s+/g, ' ').trim();
  if (title.length < FORUM.titleMin) errors.title = `El título debe tener al menos ${FORUM.titleMin} caracteres.`;
  else if (title.length > FORUM.titleMax) errors.title = `El título no puede tener más de ${FORUM.titleMax} caracteres.`;
  if (!values.categoryId) errors.categoryId = 'Elige una categoría.';
  const text = visibleText(values.body);
  if (text.length < FORUM.topicTextMin && !hasMedia(values.body)) errors.body = `El contenido del tema debe tener al menos ${FORUM.topicTextMin} caracteres.`;
  else if (text.length > FORUM.topicTextMax) errors.body = `El contenido del tema no puede tener más de ${FORUM.topicTextMax.toLocaleString('es-CO')} caracteres.`;
  return errors;
}

interface TopicFormProps {
  initial: TopicFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the topic; a rejection (RTK Query error) is shown above the buttons. */
  onSubmit: (values: TopicFormValues) => Promise<unknown>;
  onCancel?: () => void;
}

/** Title, category and rich-text body of a forum topic: the new-topic page and the edit form. */
export function TopicForm({ initial, submitLabel, pendingLabel, onSubmit, onCancel }: TopicFormProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { data: categories, isLoading: loadingCategories, isError: categoriesFailed, refetch } = useGetForumCategoriesQuery();
  const [uploadImage] = useUploadForumImageMutation();

  const set = <K extends keyof TopicFormValues>(key: K, value: TopicFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (errors[key]) setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  const upload = async (file: File): Promise<string> => {
    try {
      return (await uploadImage(file).unwrap()).url;
    } catch (failure) {
      if (errorStatus(failure) === 401) dispatch(openAuthModal('login'));
      throw new Error(errorMessage(failure, 'No pudimos subir la imagen. Inténtalo de nuevo.'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTopic(values);
    setErrors(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      await onSubmit({ ...values, title: values.title.replace(/\s+/g, ' ').trim() });
    } catch (failure) {
      if (errorStatus(failure) === 401) dispatch(openAuthModal('login'));
      setServerError(errorMessage(failure, 'No pudimos guardar el tema. Inténtalo de nuevo.'));
    } finally {
      setSending(false);
    }
  };

  const categoryError = errors.categoryId ?? (categoriesFailed ? 'No pudimos cargar las categorías.' : undefined);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Título"
        value={values.title}
        maxLength={FORUM.titleMax}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
        hint={`${values.title.trim().length}/${FORUM.titleMax} caracteres`}
        disabled={sending}
        autoComplete="off"
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>
          Categoría
        </label>
        <div className={styles.selectRow}>
          <select
            id={`${id}-category`}
            className={styles.select}
            value={values.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={categoryError ? `${id}-category-error` : undefined}
            disabled={sending || loadingCategories}
          >
            <option value="">{loadingCategories ? 'Cargando categorías…' : 'Elige una categoría'}</option>
            {categories?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          {categoriesFailed && (
            <Button variant="secondary" size="sm" onClick={() => refetch()}>
              Reintentar
            </Button>
          )}
        </div>
        {categoryError && (
          <p id={`${id}-category-error`} className={styles.error}>
            {categoryError}
          </p>
        )}
      </div>
      <RichTextEditor
        label="Contenido"
        value={values.body}
        onChange={(html) => set('body', html)}
        placeholder="Cuéntale a la comunidad tu pregunta, recomendación o experiencia…"
        onUploadImage={upload}
        error={errors.body}
        disabled={sending}
        minHeight={240}
      />
      {serverError && (
        <p role="alert" className={styles.serverError}>
          {serverError}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" disabled={sending}>
          {sending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
