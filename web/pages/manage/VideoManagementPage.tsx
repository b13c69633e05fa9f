import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import { mediaManagement } from "./media/media-description.tsx";

const VIDEOS = mediaManagement("video");

/** `/video-management`: the video library (media/media-description.tsx). */
export default function VideoManagementPage() {
  return <ManagementScreen description={VIDEOS} />;
}
