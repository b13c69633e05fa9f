import jsqrModule from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildVietQrPayload } from "./payload.ts";

// jsqr is CommonJS typed with `export default`: depending on the loader's interop the function
// is the module itself or its `default`.
type Decode = typeof jsqrModule.default;
const jsQR: Decode =
  typeof jsqrModule === "function" ? (jsqrModule as unknown as Decode) : jsqrModule.default;

/** Renders a payload to a PNG the way the checkout page's QR is drawn, then scans it back. */
async function roundTrip(payload: string): Promise<string | undefined> {
  const png = await QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", scale: 6 });
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(pixels, info.width, info.height)?.data;
}

describe("VietQR image", () => {
  it("decodes the rendered published sample back to the same payload", async () => {
    const payload = buildVietQrPayload({
      bin: "970415",
      accountNumber: "113366668888",
      amount: 79000,
      message: "Ung Ho Quy Vac Xin",
    });
    expect(await roundTrip(payload)).toBe(payload);
  });

  it("decodes a checkout's code (reference code as the message) back to the same payload", async () => {
    const payload = buildVietQrPayload({
      bin: "970436",
      accountNumber: "0123456789",
      amount: 2_499_000,
      message: "HV7K3M9Q2X",
    });
    expect(await roundTrip(payload)).toBe(payload);
  });
});
