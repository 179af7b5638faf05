import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { ADD_PHOTO_ALTERNATE_OUTLINED } from '@/components/icons/material/AddPhotoAlternateOutlined';
import { CLOSE } from '@/components/icons/material/Close';
import { SEND } from '@/components/icons/material/Send';
import { IconButton } from '@/components/ui/Button';
import {
  CHAT_IMAGE_ACCEPT,
  CHAT_MAX_IMAGES,
  chatDraftError,
  chatFilesError,
} from '@/domain/chat/rules';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './chat.module.css';

interface Attachment {
  file: File;
  url: string;
}

/**
 * The message box: text (Enter sends, Shift+Enter starts a new line) and up to three images with
 * previews. A draft that cannot go says why and keeps what was typed.
 */
export function Composer({ onSend }: { onSend: (text: string, files: File[]) => void }) {
  const { t } = useTranslation(['chat', 'common']);
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const inputId = useId();

  // On unmount, the previews still shown are revoked (sent or removed ones are revoked where they
  // leave). The cleanup reads the latest list: the first render's list is always empty.
  const shown = useRef<Attachment[]>([]);
  useEffect(() => {
    shown.current = attachments;
  }, [attachments]);
  useEffect(() => {
    const latest = shown;
    return () => latest.current.forEach((attachment) => URL.revokeObjectURL(attachment.url));
  }, []);

  const addFiles = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    const problem = chatFilesError([...attachments.map((entry) => entry.file), ...files]);
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    setAttachments((all) => [
      ...all,
      ...files.map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
  };

  const remove = (index: number) => {
    setAttachments((all) => {
      URL.revokeObjectURL(all[index]?.url ?? '');
      return all.filter((_, position) => position !== index);
    });
  };

  const submit = () => {
    const files = attachments.map((entry) => entry.file);
    const problem = chatDraftError(text, files);
    if (problem) {
      setError(t(problem));
      textArea.current?.focus();
      return;
    }
    onSend(text.trim(), files);
    // The pending message keeps its own preview URLs; these are no longer shown.
    attachments.forEach((entry) => URL.revokeObjectURL(entry.url));
    setText('');
    setAttachments([]);
    setError(null);
    textArea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {attachments.length ? (
        <ul className={styles.attachments} aria-label={t('Images to send')}>
          {attachments.map((attachment, index) => (
            <li key={attachment.url} className={styles.attachment}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob URL) */}
              <img src={attachment.url} alt={attachment.file.name} />
              <IconButton
                size="small"
                className={styles.removeAttachment}
                aria-label={t('Remove image {{name}}', { name: attachment.file.name })}
                onClick={() => remove(index)}
              >
                <PathIcon d={CLOSE} size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.composerError}>
          {error}
        </p>
      ) : null}
      <div className={styles.composerRow}>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          multiple
          hidden
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <IconButton
          aria-label={t('Add images (up to {{count}})', { count: CHAT_MAX_IMAGES })}
          onClick={() => fileInput.current?.click()}
          data-needs-gesture
          disabled={attachments.length >= CHAT_MAX_IMAGES}
        >
          <PathIcon d={ADD_PHOTO_ALTERNATE_OUTLINED} />
        </IconButton>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t('Message')}
        </label>
        <textarea
          id={inputId}
          ref={textArea}
          className={styles.input}
          dir="auto"
          rows={1}
          value={text}
          placeholder={t('Type a message')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <IconButton type="submit" color="primary" aria-label={t('Send')}>
          <PathIcon d={SEND} />
        </IconButton>
      </div>
    </form>
  );
}
