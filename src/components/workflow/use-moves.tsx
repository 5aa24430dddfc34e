import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveDialog, type MoveChoice, type MoveFields } from './move-dialog';

/** The move a user chose from a list row, and how that list reloads. */
export interface Moving<Row, M extends MoveChoice> {
  row: Row;
  move: M;
  reload: () => void;
}

interface Options<Row, M extends MoveChoice> {
  /** the dialog form's name (the prefix of its field ids) */
  name: string;
  /** the page's i18n namespace (see MoveDialog) */
  ns: string;
  /** the dialog's title, e.g. "提交：PO-0001"; action is the move's label translated */
  title: (row: Row, action: string) => string;
  /** the status call with the remark typed, and the fields the move requires (MoveChoice.fields) */
  submit: (row: Row, move: M, remark: string, fields: MoveFields) => Promise<unknown>;
  /** the moves this dialog makes (others have a dialog of their own); all when absent */
  handles?: (move: M) => boolean;
  /** besides reloading the list, after a move or the server's refusal of it */
  onMoved?: () => void;
}

export interface Moves<Row, M extends MoveChoice> {
  moving?: Moving<Row, M>;
  /** a row's move button: opens the dialog */
  start: (row: Row, move: M, reload: () => void) => void;
  close: () => void;
  /** after the move, or after the server refused it: the list reloads to show the truth either way */
  moved: () => void;
  /** the remark dialog, to render beside the list */
  dialog: ReactNode;
}

/** A list page's status moves: which row and move the user chose, and the dialog that makes it. */
export function useMoves<Row, M extends MoveChoice>({ name, ns, title, submit, handles, onMoved }: Options<Row, M>): Moves<Row, M> {
  const { t } = useTranslation();
  const [moving, setMoving] = useState<Moving<Row, M>>();
  const start = useCallback((row: Row, move: M, reload: () => void) => setMoving({ row, move, reload }), []);
  const close = useCallback(() => setMoving(undefined), []);
  const moved = () => {
    moving?.reload();
    setMoving(undefined);
    onMoved?.();
  };
  const mine = moving && (handles?.(moving.move) ?? true) ? moving : undefined;
  const dialog = (
    <MoveDialog
      name={name}
      title={mine ? title(mine.row, t(mine.move.label)) : ''}
      move={mine?.move}
      submit={(remark, fields) => submit(mine!.row, mine!.move, remark, fields)}
      values={mine?.row as Record<string, unknown> | undefined}
      ns={ns}
      onClose={close}
      onMoved={moved}
    />
  );
  return { moving, start, close, moved, dialog };
}
