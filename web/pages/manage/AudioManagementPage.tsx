import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import { mediaManagement } from "./media/media-description.tsx";

const AUDIOS = mediaManagement("audio");

/** `/audio-management`: the audio library (media/media-description.tsx). */
export default function AudioManagementPage() {
  return <ManagementScreen description={AUDIOS} />;
}
