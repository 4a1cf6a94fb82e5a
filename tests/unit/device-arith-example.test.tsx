import { render, screen, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DeviceArith } from '@/api/modules/device/device-arith';
import { Providers } from '@/app/providers';
import { DEFAULT_FORMULA, formulaOf, rawToWeight, type WeightFormula } from '@/features/device/arith-formula';
import { explainAnswer, explainRequest, resultText } from '@/features/device/command/explain';
import { crc16, decodeFrame, parseHex, toHex } from '@/features/device/modbus';
import { FormulaExample } from '@/features/device/settings/formula-example';
import { i18n } from '@/lib/i18n';

const formula = (patch: Partial<WeightFormula>): WeightFormula => ({ ...DEFAULT_FORMULA, ...patch });

describe('raw reading to weight', () => {
  it('divides by the decimal places, scales t to kg, applies the factor and the zero correction', () => {
    expect(rawToWeight(123456, formula({ digitCount: 1 }))).toEqual({
      raw: 123456,
      scaled: 12345.6,
      kg: 12345.6,
      calibrated: 12345.6,
      weight: 12345.6,
    });
    expect(rawToWeight(12345, formula({ digitCount: 3, rawUnit: 't' }))?.weight).toBe(12345);
    expect(rawToWeight(10000, formula({ coefficient: 1.0125, zeroOffset: -12.5 }))?.weight).toBe(10112.5);
    expect(rawToWeight(-250, formula({ digitCount: 1 }))?.weight).toBe(-25);
    // No float noise: 0.1 + 0.2 stays 0.3.
    expect(rawToWeight(1, formula({ digitCount: 1, zeroOffset: 0.2 }))?.weight).toBe(0.3);
    expect(rawToWeight(Number.NaN, DEFAULT_FORMULA)).toBeUndefined();
  });

  it('takes the defaults for settings a device set lacks or has mistyped', () => {
    expect(formulaOf(undefined)).toEqual(DEFAULT_FORMULA);
    const mistyped = JSON.parse('{"digitCount":2,"rawUnit":"lb","coefficient":"x","zeroOffset":5}') as DeviceArith;
    expect(formulaOf(mistyped)).toEqual({ digitCount: 2, rawUnit: 'kg', coefficient: 1, zeroOffset: 5 });
  });
});

function Example({ initial }: { initial: WeightFormula }) {
  const [sample, setSample] = useState<number | null>(123456);
  return <FormulaExample formula={initial} sample={sample} onSampleChange={setSample} />;
}

describe('the worked example', () => {
  it('shows every step on the sample value and follows a new sample as it is typed', () => {
    render(
      <Providers>
        <Example initial={formula({ digitCount: 1, coefficient: 1.01, zeroOffset: -5 })} />
      </Providers>,
    );
    const example = screen.getByTestId('formula-example');
    expect(example).toHaveTextContent('123456 ÷ 10^1 = 12,345.6 kg → 12,345.6 kg × 1.01 = 12,469.056 kg − 5 kg');
    expect(screen.getByTestId('formula-weight')).toHaveTextContent('12,464.056 kg');

    fireEvent.change(screen.getByRole('spinbutton', { name: '原始值' }), { target: { value: '20000' } });
    expect(screen.getByTestId('formula-weight')).toHaveTextContent('2,015 kg');
  });

  it('says what is missing instead of a wrong number', () => {
    render(
      <Providers>
        <FormulaExample formula={{ digitCount: 1, rawUnit: 'kg' }} sample={100} onSampleChange={() => undefined} />
      </Providers>,
    );
    expect(screen.getByText('填写完整的换算参数后显示示例')).toBeVisible();
    expect(screen.queryByTestId('formula-weight')).toBeNull();
  });
});

describe('a command reply explained', () => {
  const t = i18n.t.bind(i18n);
  const frame = (bytes: number[]) => {
    const crc = crc16(bytes);
    return toHex([...bytes, crc & 0xff, crc >>> 8]);
  };

  it('reads the request and the weight in the answer by the instrument formula, with the CRC checked', () => {
    expect(explainRequest(frame([1, 0x03, 0x00, 0x00, 0x00, 0x02]), t)).toBe('读保持寄存器 0x0000 起 2 个（毛重）');
    expect(explainRequest(frame([2, 0x06, 0x00, 0x10, 0x00, 0x01]), t)).toBe('写寄存器 0x0010 = 1（置零）');
    // 123456 = 0x0001E240
    const answer = frame([1, 0x03, 0x04, 0x00, 0x01, 0xe2, 0x40]);
    expect(decodeFrame(answer, 'answer')).toMatchObject({ kind: 'readAnswer', raw: 123456, crcOk: true });
    expect(explainAnswer(answer, formula({ digitCount: 1 }), 'zh-CN', t)).toEqual({
      lines: ['地址 1', '原始值: 123456'],
      weight: '12,345.6 kg',
      crcOk: true,
    });
    // A negative reading comes as two's complement.
    expect(decodeFrame(frame([1, 0x03, 0x04, 0xff, 0xff, 0xff, 0x06]), 'answer')).toMatchObject({ raw: -250 });
    const broken = parseHex(answer) ?? [];
    broken[broken.length - 1] ^= 0xff;
    expect(decodeFrame(toHex(broken), 'answer')).toMatchObject({ crcOk: false });
  });

  it('names exceptions, timeouts and an offline gateway in words', () => {
    const exception = frame([1, 0xab, 0x01]);
    expect(explainAnswer(exception, DEFAULT_FORMULA, 'zh-CN', t)?.lines).toEqual(['地址 1', '异常码 01：非法功能码']);
    expect(resultText({ status: 'FAILED', response: exception }, DEFAULT_FORMULA, 'zh-CN', t)).toBe(
      '异常码 01：非法功能码',
    );
    expect(resultText({ status: 'TIMEOUT', timeoutMs: 1000 }, DEFAULT_FORMULA, 'zh-CN', t)).toBe('1000 毫秒内无应答');
    // Offline only when the server's result says so; another failure without an answer is not.
    expect(resultText({ status: 'FAILED', response: '', offline: true }, DEFAULT_FORMULA, 'zh-CN', t)).toBe(
      '网关离线，未送达',
    );
    expect(resultText({ status: 'FAILED', response: '' }, DEFAULT_FORMULA, 'zh-CN', t)).toBe('执行失败');
  });
});
