import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../test-utils.tsx";
import { SortableTree } from "./SortableTree.tsx";

// What a screen reader hears while a row of the tree moves (dnd-kit's live region).

afterEach(cleanup);

const sections = [
  { id: 1, name: "Phần nghe" },
  { id: 2, name: "Phần đọc" },
];
const questions = [
  { id: 10, name: "Câu chào hỏi", section: 1 },
  { id: 11, name: "Câu hỏi đường", section: 1 },
];

function renderTree() {
  return renderWithApp(
    <SortableTree
      groups={sections}
      items={questions}
      groupOf={(q) => q.section}
      readOnly={false}
      group={(section) => ({
        title: section.name,
        name: section.name,
        deleteMessage: "",
        onRename: async () => {},
        onDelete: async () => {},
      })}
      item={(q) => ({
        name: q.name,
        content: q.name,
        onEdit: () => {},
        onDelete: async () => {},
      })}
      labels={{
        addItem: "actions.add",
        deleteItem: "actions.delete",
        deleteGroup: "actions.delete",
        addGroup: "actions.add",
        groupPlaceholder: "actions.add",
      }}
      groupTestId="section"
      onAddItem={() => {}}
      onAddGroup={async () => {}}
      onMoveItems={async () => {}}
      onMoveGroups={async () => {}}
    />,
  );
}

const liveRegion = () => document.querySelector("[id^='DndLiveRegion']");

// The DOM here lays nothing out (every box is empty), so right after the pick-up dnd-kit may
// already find the row over the first one: either announcement names the rows by their names.

describe("SortableTree announcements", () => {
  it("names the picked-up section and its place, in Vietnamese, and the cancel", async () => {
    renderTree();
    const handle = screen.getByRole("button", { name: "Di chuyển Phần đọc" });
    handle.focus();
    fireEvent.keyDown(handle, { key: " ", code: "Space" });
    await waitFor(() =>
      expect(liveRegion()?.textContent).toMatch(
        /^(Đã nhấc “Phần đọc”, vị trí 2 trên 2\.|“Phần đọc” đang ở chỗ của “Phần nghe”\.)$/,
      ),
    );
    fireEvent.keyDown(document.activeElement ?? handle, { key: "Escape", code: "Escape" });
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Đã huỷ di chuyển “Phần đọc”."));
  });

  it("names a question by its own name, not dnd-kit's id", async () => {
    renderTree();
    const handle = screen.getByRole("button", { name: "Di chuyển Câu hỏi đường" });
    handle.focus();
    fireEvent.keyDown(handle, { key: " ", code: "Space" });
    await waitFor(() =>
      expect(liveRegion()?.textContent).toMatch(
        /^(Đã nhấc “Câu hỏi đường”, vị trí 2 trên 2\.|“Câu hỏi đường” đang ở chỗ của “.+”\.)$/,
      ),
    );
  });
});
