import type { ButtonVariant } from "@mantine/core";
import type { ReactNode } from "react";
import type { AbilityName, Locale, OrderDirection } from "../../shared/constants.ts";
import type { MessageKey } from "../../shared/i18n/index.ts";
import type { ListResult, Row } from "../api/records.ts";
import type { Translate } from "../app-context.tsx";
import type { RecordSource } from "./RecordPicker.tsx";
import type { ConfirmOptions } from "./use-confirm.tsx";

/**
 * What a management screen is, as data: `ManagementScreen` draws the header, the toolbar, the
 * table, the paging, the bulk bar and the dialogs from it. See web/manage/README.md.
 */
export interface ManagementDescription<T extends Row> {
  /** The list resource (`GET /api/{resource}/list`, with per-record `policies`). */
  resource: string;
  /** Referenced records the list should join (`ref(refs, name, id)` in the columns). */
  refNames?: readonly string[];
  /** Other lists that a change made here alters: their cached pages are refetched too. */
  alsoRefresh?: readonly string[];
  messages: {
    /** The screen's name: the heading and the table's accessible name. */
    title: MessageKey;
    description: MessageKey;
    /** What an empty page says; "No results" when left out. */
    empty?: MessageKey;
  };
  columns: readonly ColumnDescription<T>[];
  defaultSort: { field: string; direction: OrderDirection };
  /** The search box; none when left out. */
  search?: SearchDescription;
  /** In the order they show (their order in the API query is the URL's). */
  filters?: readonly FilterDescription[];
  /** The buttons at the end of each row. */
  rowActions?: readonly RowActionDescription<T>[];
  /** What can be done to the selected rows; rows get checkboxes when there is any. */
  bulkActions?: readonly BulkActionDescription<T>[];
  /** The header's "Add …" button and its form. */
  create?: CreateDescription;
  /**
   * The rows as cards too (the media library): a Grid / List switch appears, kept in the URL
   * (`view=grid`); each card is `render(row)` with the row actions under it.
   */
  grid?: { render: (row: T, context: ScreenContext) => ReactNode };
  /**
   * Drawn between the header and the toolbar (the media library's drop zone). `readOnly` is
   * true for an account that may change nothing here; `refresh` refetches the list.
   */
  above?: (props: { readOnly: boolean; refresh: () => void; context: ScreenContext }) => ReactNode;
  /** A header link downloading the filtered list (`{path}?{the list query}`), e.g. CSV. */
  download?: { label: MessageKey; path: string };
}

/** What a column's render and a dialog get besides the row. */
export interface ScreenContext {
  t: Translate;
  locale: Locale;
  /** The list answer's referenced records, by name then id. */
  refs: ListResult["refs"];
}

export interface ColumnDescription<T extends Row> {
  key: string;
  /** The header. */
  label: MessageKey;
  render: (row: T, context: ScreenContext) => ReactNode;
  /** The record field the header sorts by (`true`: the column's key). */
  sortable?: string | true;
  width?: number | string;
}

export interface SearchDescription {
  placeholder: MessageKey;
  /**
   * For a resource without search columns: the field the text is looked for in (a LIKE
   * filter) instead of the list API's `search`.
   */
  field?: string;
}

/** An option list of a select filter, in the reader's language. */
export type FilterOptions = (t: Translate) => readonly { value: string; label: string }[];

export type FilterDescription =
  /** One value among a few (a status, a role): `name=value` in the URL, `field = value`. */
  | { kind: "select"; name: string; field?: string; label: MessageKey; options: FilterOptions }
  /**
   * One record among many, found as one types (a course, a student): its id in the URL. A
   * value that is not an id filters nothing rather than being refused by the API.
   */
  | {
      kind: "record";
      name: string;
      field: string;
      label: MessageKey;
      placeholder: MessageKey;
      // biome-ignore lint/suspicious/noExplicitAny: one list holds pickers of different rows.
      source: RecordSource<any>;
    }
  /** A record's id typed in (`record=42`): only digits filter, anything else is ignored. */
  | { kind: "id"; name: string; field: string; label: MessageKey }
  /**
   * Days in GMT+07:00 (`from=2026-11-01&to=2026-11-10`), from the first day's start to the
   * last day's end on a time field; a reversed range is said at the end date and filters nothing.
   */
  | {
      kind: "dateRange";
      field: string;
      /** The calendar's label; "Dates" when absent. */
      label?: MessageKey;
      from: { name: string; label: MessageKey };
      to: { name: string; label: MessageKey };
    };

export interface ActionPolicy {
  /** The action the record's `policies` must list (`updateRole`, `attach`). */
  action: string;
  /** The account's ability behind it (ADMIN_TRIAL has none: it only looks). */
  ability: AbilityName;
  /** Why a user with the ability may not do it on this record. */
  refused: MessageKey;
}

/** What a row action's dialog, drawer or form gets. */
export interface RowDialogProps<T extends Row> {
  row: T;
  context: ScreenContext;
  onClose: () => void;
  /** Refetches the list (and `alsoRefresh`). */
  onSaved: () => void;
}

interface RowActionBase<T extends Row> {
  key: string;
  label: MessageKey;
  /**
   * Who may do it, asked of the server: without a policy the action is always offered
   * (looking at details). Refused, the button stays visible and disabled, its tooltip saying
   * why: `refused` for a user with the ability (not on this record), else the read-only reason.
   */
  policy?: ActionPolicy;
  /** Only on the rows where the action makes sense (a transfer kept for review). */
  shownFor?: (row: T) => boolean;
  /** "subtle" when left out. */
  variant?: ButtonVariant;
}

export type RowActionDescription<T extends Row> = RowActionBase<T> &
  (
    | {
        /** Opens a dialog, drawer or edit form (a render function: the form is its own). */
        dialog: (props: RowDialogProps<T>) => ReactNode;
      }
    | {
        /** Runs at once, after the confirmation when there is one; errors become a toast. */
        run: (row: T) => Promise<unknown>;
        confirm?: (row: T, context: ScreenContext) => ConfirmOptions;
        /** The toast once it has run. */
        success: MessageKey;
      }
  );

export interface BulkActionDescription<T extends Row> {
  key: string;
  label: MessageKey;
  /** A row can be selected when its `policies` list the policy of some bulk action. */
  policy: string;
  ability: AbilityName;
  /** A choice to make first (the status to give): the button opens a menu of them. */
  choices?: FilterOptions;
  /** Always asked before saving: how many records, and what will happen to them. */
  confirm: (
    rows: readonly T[],
    choice: string | undefined,
    context: ScreenContext,
  ) => ConfirmOptions;
  /** Saves one record; the screen reports all together (all saved, some, none). */
  save: (row: T, choice: string | undefined) => Promise<unknown>;
}

export interface CreateDescription {
  label: MessageKey;
  ability: AbilityName;
  /** The form in its dialog (a render function: the form is its own). */
  form: (props: { onClose: () => void; onSaved: () => void }) => ReactNode;
}
