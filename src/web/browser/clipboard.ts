/**
 * Copying a password, and clearing it from the clipboard a while later if it
 * is still there (best effort: see docs/pages.md, "Copy that does not linger").
 */

/** Copies with the Clipboard API where the page is a secure context, else with a hidden text area. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard !== undefined) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no focus, no permission): try the older way.
  }
  return copyWithTextArea(text);
}

function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'offscreen';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** Empties the clipboard: the Clipboard API, else a copy event whose data is empty. */
async function emptyClipboard(): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard !== undefined) {
      await navigator.clipboard.writeText('');
      return true;
    }
  } catch {
    // Refused: try the older way.
  }
  const empty = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', '');
    event.preventDefault();
  };
  document.addEventListener('copy', empty, { once: true });
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', empty);
  }
}

/**
 * Whether the clipboard still holds `text`: read where the browser lets the
 * page read without asking (the clipboard-read permission already granted),
 * else `undefined` (unknown). Asking would show a prompt or a paste button.
 */
async function stillHolds(text: string): Promise<boolean | undefined> {
  try {
    const permission = await navigator.permissions.query({ name: 'clipboard-read' as PermissionName });
    if (permission.state !== 'granted') return undefined;
    return (await navigator.clipboard.readText()) === text;
  } catch {
    return undefined;
  }
}

/** Options of {@link createClipboardGuard}. */
export interface ClipboardGuardOptions {
  readonly delayMs: number;
  /** Called when the guard cleared the clipboard. */
  readonly onCleared: () => void;
}

/** Watches one copied password at a time. */
export interface ClipboardGuard {
  copied(text: string): void;
}

interface Pending {
  readonly text: string;
  /** The page kept the focus since the copy, so nothing else can have been copied in between. */
  focusKept: boolean;
}

/**
 * After `delayMs`, clears the clipboard if it still holds the copied text. It
 * knows so by reading it (where allowed without a prompt), or because the page
 * kept the focus and saw no other copy since. Writing needs the focus: if the
 * page has none when the time is up, it waits for the focus to come back.
 */
export function createClipboardGuard(options: ClipboardGuardOptions): ClipboardGuard {
  let pending: Pending | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const forget = () => {
    pending = undefined;
  };
  document.addEventListener('copy', forget);
  document.addEventListener('cut', forget);
  window.addEventListener('blur', () => {
    if (pending !== undefined) pending.focusKept = false;
  });

  async function clear(watched: Pending): Promise<void> {
    const holds = await stillHolds(watched.text);
    if (pending !== watched) return;
    pending = undefined;
    if (holds === false || (holds === undefined && !watched.focusKept)) return;
    if (await emptyClipboard()) options.onCleared();
  }

  function expire(): void {
    timer = undefined;
    const watched = pending;
    if (watched === undefined) return;
    if (document.hasFocus()) {
      void clear(watched);
      return;
    }
    window.addEventListener('focus', () => void clear(watched), { once: true });
  }

  return {
    copied(text) {
      if (timer !== undefined) clearTimeout(timer);
      pending = { text, focusKept: true };
      timer = setTimeout(expire, options.delayMs);
    },
  };
}
