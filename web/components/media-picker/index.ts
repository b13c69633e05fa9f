export { MediaPicker, type MediaPickerProps } from "./MediaPicker.tsx";
export { UploadList } from "./UploadList.tsx";
export { type UploadItem, useUploads } from "./use-uploads.ts";
