import { failedOffline, type Command } from '@/api/modules/device/command';
import { formatMeasure } from '@/utils/number';
import { rawToWeight, type WeightFormula } from '../arith-formula';
import { decodeFrame } from '../modbus';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const registerHex = (register: number) => `0x${register.toString(16).toUpperCase().padStart(4, '0')}`;

function registerName(register: number, t: Translate): string {
  const key = register.toString(16).padStart(4, '0');
  return t(`command:registers.${key}`, { defaultValue: t('command:registers.other') });
}

/** What the request frame asks, in words; undefined for a frame that cannot be read. */
export function explainRequest(payload: unknown, t: Translate): string | undefined {
  const frame = decodeFrame(payload, 'request');
  if (!frame) return undefined;
  if (frame.kind === 'read')
    return t('command:reply.read', {
      register: registerHex(frame.register),
      count: frame.count,
      what: registerName(frame.register, t),
    });
  if (frame.kind === 'write')
    return t('command:reply.write', {
      register: registerHex(frame.register),
      value: frame.value,
      what: registerName(frame.register, t),
    });
  return undefined;
}

export interface AnswerExplained {
  lines: string[];
  /** The weight read, formatted with its unit. */
  weight?: string;
  crcOk?: boolean;
}

/** The reply frame in words: the raw value and the weight by the instrument's formula, an echo, or an exception. */
export function explainAnswer(
  response: unknown,
  formula: WeightFormula,
  language: string,
  t: Translate,
): AnswerExplained | undefined {
  const frame = decodeFrame(response, 'answer');
  if (!frame) return undefined;
  const lines = [t('command:reply.address', { address: frame.address })];
  let weight: string | undefined;
  if (frame.kind === 'readAnswer') {
    lines.push(`${t('command:reply.raw')}: ${frame.raw}`);
    const steps = rawToWeight(frame.raw, formula);
    if (steps) weight = `${formatMeasure(steps.weight, language, 3)} kg`;
  } else if (frame.kind === 'write') {
    lines.push(t('command:reply.echo', { register: registerHex(frame.register), value: frame.value }));
  } else if (frame.kind === 'exception') {
    lines.push(
      t('command:reply.exception', {
        code: String(frame.code).padStart(2, '0'),
        meaning: t(`command:exceptions.${frame.code}`, { defaultValue: t('command:exceptions.other') }),
      }),
    );
  }
  return { lines, weight, crcOk: frame.crcOk };
}

/** One line for the history: the weight read, done, the exception, a timeout or the gateway being offline. */
export function resultText(command: Command, formula: WeightFormula, language: string, t: Translate): string {
  if (command.status === 'TIMEOUT') return t('command:history.timeoutAfter', { ms: command.timeoutMs ?? 2000 });
  if (failedOffline(command)) return t('command:history.offline');
  if (command.status === 'FAILED' && !command.response)
    return command.result
      ? t('command:history.failedBecause', { reason: command.result })
      : t('command:history.failed');
  const answer = explainAnswer(command.response, formula, language, t);
  if (!answer) return '';
  if (answer.weight) return answer.weight;
  if (command.status === 'SUCCESS') return t('command:history.done');
  return answer.lines.slice(1).join(' ');
}
