import { Toaster } from 'react-hot-toast';

/**
 * The spec's toast limits: at most 20 at once (react-hot-toast's own limit) and at most 350px wide.
 * Toasts sit at the bottom on phones, within thumb reach and clear of the header.
 */
export default function Toasts() {
  return <Toaster position="bottom-center" toastOptions={{ style: { maxWidth: '350px' } }} />;
}
