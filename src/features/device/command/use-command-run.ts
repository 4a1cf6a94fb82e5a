import { useCallback, useEffect, useRef, useState } from 'react';
import { commandApi, type Command, type SendCommand } from '@/api/modules/device/command';
import { isCanceled } from '@/api/types';

/** A command still on its way: SENT (or PENDING) until the device answers, fails or times out. */
export const isSettled = (command: Command | undefined) =>
  command?.status === 'SUCCESS' || command?.status === 'FAILED' || command?.status === 'TIMEOUT';

const POLL_MS = 500;
/** How long past its own timeout a command is followed before the page stops asking (a slow link or server). */
const GRACE_MS = 30_000;

export interface CommandRun {
  /** The command shown: the one just sent (followed until it settles) or one picked from the history. */
  command: Command | undefined;
  sending: boolean;
  /** Sends; resolves with the command as first answered, or undefined when the call failed. */
  send: (body: SendCommand) => Promise<Command | undefined>;
  show: (command: Command) => void;
}

/**
 * `POST command/` then `GET command/{id}` every half second until the command settles. One run at a
 * time: a new send or a picked history row stops following the previous one; leaving the page
 * aborts the request in flight.
 */
export function useCommandRun(onSettled: () => void): CommandRun {
  const [command, setCommand] = useState<Command | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const run = useRef<AbortController | undefined>(undefined);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  }, [onSettled]);
  useEffect(() => () => run.current?.abort(), []);

  const follow = useCallback(async (first: Command, controller: AbortController) => {
    const id = first.id;
    const deadline = Date.now() + (first.timeoutMs ?? 2000) + GRACE_MS;
    let current = first;
    while (id !== undefined && !isSettled(current) && Date.now() < deadline && !controller.signal.aborted) {
      await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
      if (controller.signal.aborted) return;
      try {
        current = await commandApi.status(id, { signal: controller.signal });
      } catch (error) {
        if (isCanceled(error)) return;
        break;
      }
      if (!controller.signal.aborted) setCommand(current);
    }
    if (!controller.signal.aborted) settledRef.current();
  }, []);

  const send = useCallback(
    async (body: SendCommand) => {
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      setSending(true);
      try {
        const sent = await commandApi.send(body, { signal: controller.signal });
        if (controller.signal.aborted) return undefined;
        setCommand(sent);
        settledRef.current();
        void follow(sent, controller);
        return sent;
      } catch {
        // The client has told what went wrong; the form keeps what was typed.
        return undefined;
      } finally {
        if (run.current === controller && !controller.signal.aborted) setSending(false);
      }
    },
    [follow],
  );

  const show = useCallback((picked: Command) => {
    run.current?.abort();
    setSending(false);
    setCommand(picked);
  }, []);

  return { command, sending, send, show };
}
