import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import { mediaManagement } from "./media/media-description.tsx";

const IMAGES = mediaManagement("image");

/** `/image-management`: the image library (media/media-description.tsx). */
export default function ImageManagementPage() {
  return <ManagementScreen description={IMAGES} />;
}
