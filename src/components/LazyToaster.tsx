import dynamic from 'next/dynamic';

/** react-hot-toast's Toaster, loaded after the page is interactive (see src/lib/toast.ts). */
export const LazyToaster = dynamic(
  () =>
    import('react-hot-toast').then(({ Toaster }) => {
      function AppToaster() {
        return <Toaster position="top-center" toastOptions={{ duration: 4000 }} />;
      }
      return AppToaster;
    }),
  { ssr: false },
);
