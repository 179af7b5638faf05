import type { ToastOptions } from 'react-hot-toast';

/**
 * The app's toasts, with react-hot-toast loaded on the first message instead of with every page:
 * first paint never needs it. The Toaster is mounted lazily too (src/components/LazyToaster.tsx)
 * and shows messages sent before it loaded, since both share react-hot-toast's module store.
 */
type Kind = 'blank' | 'success' | 'error';

function show(kind: Kind, message: string, options?: ToastOptions) {
  void import('react-hot-toast').then(({ default: hotToast }) => {
    if (kind === 'blank') hotToast(message, options);
    else hotToast[kind](message, options);
  });
}

const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
  },
);

export default toast;
