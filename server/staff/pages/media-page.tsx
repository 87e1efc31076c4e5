/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { mediaUrl } from '../../../src/contract/api-contract';
import { variantPath } from '../../api/responsive-images';
import type { MediaItem } from '../../media/media-library';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../media/upload-check';
import { formatClinicTime } from '../staff-format';
import { MEDIA_PATH, mediaDeletePath } from '../staff-paths';
import { ErrorText } from './form-fields';
import { Notice } from './notice';

export interface MediaPageProps {
  items: Array<MediaItem & { uses: string[] }>;
  timeZone: string;
  notice?: string;
  /** The upload's problem, shown at the file field. */
  uploadError?: string;
  /** Why an image could not be deleted, shown at that image. */
  deleteError?: { id: number; message: string };
}

const UPLOAD_RULE = `JPEG, PNG or WebP, up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels. It is stored re-encoded, without its camera data or location.`;

/** The media library: the upload form (a plain multipart form) and every image with where it is used. */
export function MediaPage({ items, timeZone, notice, uploadError, deleteError }: MediaPageProps) {
  return (
    <>
      <div className="inbox__title">
        <h1>Media library</h1>
        <p className="inbox__count">{items.length === 1 ? '1 image' : `${items.length} images`}</p>
      </div>
      <Notice text={notice} />
      <section className="panel" aria-labelledby="upload-title">
        <h2 id="upload-title">Upload an image</h2>
        <form className="upload-form" method="post" action={MEDIA_PATH} encType="multipart/form-data">
          <div className="field">
            <label htmlFor="media-file">Image file</label>
            <p id="media-file-hint" className="hint field__hint">
              {UPLOAD_RULE}
            </p>
            <ErrorText id="media-file-error" error={uploadError} alert />
            <input
              id="media-file"
              name="file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={uploadError ? 'media-file-error media-file-hint' : 'media-file-hint'}
            />
          </div>
          <div>
            <button className="button" type="submit">
              Upload
            </button>
          </div>
        </form>
      </section>
      {items.length === 0 ? (
        <p className="empty">No image has been uploaded yet.</p>
      ) : (
        <ul className="media-grid">
          {items.map((item) => (
            <li key={item.id} className="media-grid__item">
              <img src={mediaUrl(variantPath(item.file, 640, 'webp'))} alt="" width={item.width} height={item.height} loading="lazy" />
              <p className="media-grid__name">{item.originalName}</p>
              <p className="media-grid__meta">
                {item.width} × {item.height} · {item.createdBy}, {formatClinicTime(item.createdAt, timeZone)}
              </p>
              <ErrorText id={`media-${item.id}-error`} error={deleteError?.id === item.id ? deleteError.message : undefined} alert />
              {item.uses.length > 0 ? (
                <p className="media-grid__meta">Used by {item.uses.join(', ')}: it cannot be deleted while it is.</p>
              ) : (
                <form method="post" action={mediaDeletePath(item.id)}>
                  <button className="button button--small button--small-danger" type="submit" aria-label={`Delete ${item.originalName}`}>
                    Delete
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
