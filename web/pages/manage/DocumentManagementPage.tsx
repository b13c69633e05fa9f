import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import { mediaManagement } from "./media/media-description.tsx";

const DOCUMENTS = mediaManagement("document");

/** `/document-management`: the document library (media/media-description.tsx). */
export default function DocumentManagementPage() {
  return <ManagementScreen description={DOCUMENTS} />;
}
