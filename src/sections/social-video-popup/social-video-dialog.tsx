import { useId } from 'react';
import { Dialog } from '../../ui/dialog';
import { InstagramEmbed } from './instagram-embed';
import './social-video-dialog.css';

export interface SocialVideoDialogProps {
  open: boolean;
  onClose(): void;
  url: string;
  title: string;
  loadingText: string;
  fallbackLabel: string;
}

/**
 * The popup itself, in its own chunk (loaded when the popup is due, never with the page): the
 * shared Dialog, which closes by its button, a press on the backdrop or Escape, with the post
 * embedded while it is open. Closing removes the embed, so the video stops.
 */
export default function SocialVideoDialog({ open, onClose, url, title, loadingText, fallbackLabel }: SocialVideoDialogProps) {
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-social-video-title`;
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="social-video-dialog">
      <div className="social-video-dialog__card">
        <h2 className="social-video-dialog__title" id={titleId}>
          {title}
        </h2>
        {open && <InstagramEmbed url={url} loadingText={loadingText} fallbackLabel={fallbackLabel} />}
      </div>
    </Dialog>
  );
}
