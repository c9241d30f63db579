"use client";

import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { buttonVariants } from "@/components/ui/button";
import { useTypedValue } from "@/components/ui/use-typed-value";
import { PaperclipIcon } from "@/components/ui/icons/paperclip";
import { SendIcon } from "@/components/ui/icons/send";
import { XIcon } from "@/components/ui/icons/x";
import { ATTACHMENT_ACCEPT, checkAttachment, formatFileSize, safeAttachmentName, SNIFF_BYTES } from "@/lib/messages/attachment";
import type { MessageRole } from "@/lib/schemas/message";
import { isStoreError } from "@/lib/store";
import { MAX_MESSAGE_LENGTH, sendMessage, type CheckedFile } from "@/lib/messages/actions";

export type ComposerProps = {
  threadId: string;
  author: { sender: string; role: MessageRole };
  /** The text box's label, e.g. "Message" or "Reply to the buyer". */
  label: string;
  /** Shows the attach control; "icon" is a paperclip button, "upload" a text button reading Upload. */
  attach?: "icon" | "upload" | null;
  rows?: number;
};

/** Reads a picked file, checks size and first bytes, and keeps it only when it passes. */
async function checkFile(file: File): Promise<CheckedFile | string> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const check = checkAttachment(file.size, head);
  if (!check.ok) return check.message;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { name: safeAttachmentName(file.name, check.type), type: check.type, size: bytes.byteLength, bytes };
}

/**
 * The reply box: Enter sends, Shift+Enter starts a new line; Send is disabled while the text is
 * blank (unless a file is attached). Text is saved exactly as typed, ends trimmed.
 */
export function MessageComposer({ threadId, author, label, attach = null, rows = 2 }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [file, setFile] = useState<CheckedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const changeText = (event: ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value);
  const boxRef = useTypedValue(text, changeText, box);

  const trimmed = text.trim();
  const canSend = (trimmed !== "" || file !== null) && !sending;

  async function send() {
    if (!canSend) return;
    if (trimmed.length > MAX_MESSAGE_LENGTH) {
      setProblem(`Message must be ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters or fewer`);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await sendMessage({ threadId, sender: author.sender, role: author.role, text: trimmed, file });
      setText("");
      setFile(null);
      box.current?.focus();
    } catch (error) {
      setProblem(
        isStoreError(error) || error instanceof Error ? error.message : "The message could not be sent. Nothing you typed has been lost.",
      );
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  async function onPick(picked: File | undefined) {
    if (!picked) return;
    setProblem(null);
    const result = await checkFile(picked).catch(() => "The selected file could not be read");
    if (typeof result === "string") {
      setFile(null);
      setProblem(result);
    } else {
      setFile(result);
    }
    if (picker.current) picker.current.value = "";
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="grid grid-cols-1 gap-2 border-t border-border p-3 sm:p-4"
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      {attach ? (
        <input
          ref={picker}
          id={`${id}-file`}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          hidden
          onChange={(event) => void onPick(event.target.files?.[0])}
          data-testid={`${threadId}-file-input`}
        />
      ) : null}
      {file ? (
        <div className="flex items-center justify-between gap-3 rounded-md border border-border bg-background px-3 py-1 text-sm">
          <span className="min-w-0 truncate">
            <span className="sr-only">Attached: </span>
            {file.name} <span className="text-muted-foreground">({formatFileSize(file.size)})</span>
          </span>
          <button
            type="button"
            onClick={() => setFile(null)}
            className={buttonVariants({ variant: "ghost", size: "icon" })}
            aria-label={`Remove ${file.name}`}
          >
            <XIcon />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        {attach ? (
          <button
            type="button"
            onClick={() => picker.current?.click()}
            className={
              attach === "icon"
                ? buttonVariants({ variant: "ghost", size: "icon" })
                : buttonVariants({ variant: "outline", size: "compact" })
            }
            aria-label={attach === "icon" ? "Attach a PDF or image" : undefined}
          >
            {attach === "icon" ? <PaperclipIcon className="size-5" /> : "Upload"}
          </button>
        ) : null}
        <textarea
          ref={boxRef}
          id={`${id}-text`}
          value={text}
          rows={rows}
          onChange={changeText}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          className="min-h-11 min-w-0 flex-1 resize-y rounded-md border border-muted-foreground/70 bg-card px-3 py-2.5 text-base outline-hidden placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
        />
        <button type="submit" disabled={!canSend} className={buttonVariants()}>
          <SendIcon />
          <span className="sr-only sm:not-sr-only">Send</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Writing as {author.sender} ({author.role}). Enter sends; Shift+Enter starts a new line.
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
