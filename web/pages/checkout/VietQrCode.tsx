import { Button, Skeleton, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../app-context.tsx";
import classes from "./CheckoutPage.module.css";
import { DownloadIcon } from "./checkout-icons.tsx";

/** Drawn at twice its CSS size, so that it stays sharp on high-density screens and on capture. */
const QR_PIXELS = 512;

interface VietQrCodeProps {
  payload: string;
  /** Names the code for screen readers: amount, bank and message. */
  label: string;
  /** The file name of the downloaded image, without extension. */
  fileName: string;
}

/**
 * The VietQR code of the transfer, drawn locally from its payload (never by a third-party image
 * service). `qrcode` loads with the first code, so no other page carries it.
 */
export function VietQrCode({ payload, label, fileName }: VietQrCodeProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"drawing" | "drawn" | "failed">("drawing");

  useEffect(() => {
    let active = true;
    setState("drawing");
    import("qrcode")
      .then(({ default: QRCode }) => {
        if (!active || !canvas.current) return;
        return QRCode.toCanvas(canvas.current, payload, {
          width: QR_PIXELS,
          margin: 2,
          errorCorrectionLevel: "M",
          color: { dark: "#0b1f33", light: "#ffffff" },
        });
      })
      .then(
        () => {
          if (!active) return;
          // qrcode sizes the canvas inline in pixels; the stylesheet sizes it to its frame.
          canvas.current?.style.removeProperty("width");
          canvas.current?.style.removeProperty("height");
          setState("drawn");
        },
        (error: unknown) => {
          console.error(error);
          if (active) setState("failed");
        },
      );
    return () => {
      active = false;
    };
  }, [payload]);

  const download = () => {
    const url = canvas.current?.toDataURL("image/png");
    if (!url) return;
    const link = document.createElement("a");
    link.href = url;
    link.download = `${fileName}.png`;
    link.click();
  };

  return (
    <div className={classes.qr}>
      <div className={classes.qrFrame} data-state={state}>
        {state === "drawing" && <Skeleton className={classes.qrSkeleton} radius="md" />}
        <canvas
          ref={canvas}
          className={classes.qrCanvas}
          role="img"
          aria-label={label}
          data-testid="vietqr"
          hidden={state === "failed"}
        />
        {state === "failed" && (
          <Text size="sm" c="dimmed" ta="center" className={classes.qrFailed}>
            {t("errors.default")}
          </Text>
        )}
      </div>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<DownloadIcon size={16} />}
        onClick={download}
        disabled={state !== "drawn"}
        mt={6}
      >
        {t("checkout.downloadQr")}
      </Button>
    </div>
  );
}
