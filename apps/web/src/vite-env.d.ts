/// <reference types="vite/client" />

/** Build-time settings read from the root `.env` (only VITE_* reach the browser). */
interface ImportMetaEnv {
  readonly VITE_LEGAL_PUBLISHER_NAME?: string;
  readonly VITE_LEGAL_SHARE_CAPITAL?: string;
  readonly VITE_LEGAL_REGISTERED_OFFICE?: string;
  readonly VITE_LEGAL_REGISTRATION?: string;
  readonly VITE_LEGAL_VAT_NUMBER?: string;
  readonly VITE_LEGAL_DIRECTOR?: string;
  readonly VITE_LEGAL_EMAIL?: string;
  readonly VITE_LEGAL_PHONE?: string;
  readonly VITE_LEGAL_HOST_NAME?: string;
  readonly VITE_LEGAL_HOST_ADDRESS?: string;
  readonly VITE_LEGAL_HOST_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
