import { useEffect, useRef } from 'react';
import type { QrCodeFile } from '../api/qr-code';

/**
 * A QR code fetched with the token, shown through an object URL that is freed when the image
 * leaves the screen (or shows another file).
 */
export function QrCodeImage({ file, alt, className }: { file: QrCodeFile; alt: string; className?: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file.blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file.blob]);
  return <img ref={image} alt={alt} className={className} width={240} height={240} />;
}
