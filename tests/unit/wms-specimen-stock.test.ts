import { describe, expect, it } from 'vitest';
import { specimenApi } from '@/api/modules/wms/specimen';
import { specimenOutApi } from '@/api/modules/wms/specimen-out';
import { specimenUseApi } from '@/api/modules/wms/specimen-use';
import { ApiError, type Id } from '@/api/types';
import { i18n } from '@/lib/i18n';
import { signIn } from '../helpers';

/** The specimen stock rule of the mock backend: issues and usage take from a sample's stock, never more. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** A fresh sample with `quantity` in stock. */
async function sample(quantity: number): Promise<{ id: Id; sampleNo: string }> {
  const sampleNo = `YP-T-${Math.random().toString(36).slice(2, 8)}`;
  const id = await specimenApi.create({ sampleNo, name: '测试样品', quantity, unit: '台', state: 'IN_STOCK' });
  return { id, sampleNo };
}

const stockOf = async (id: Id) => Number((await specimenApi.get(id)).quantity);

describe('specimen stock', () => {
  it('refuses an issue above the stock with the sample and its stock named, and takes what it issues', async () => {
    await signIn();
    const { id, sampleNo } = await sample(3);
    const out = { outNo: 'YPCK-T-1', specimenId: Number(id), quantity: 4, recipient: '客户' };
    expect(await refusal(specimenOutApi.create(out))).toBe(`样品“${sampleNo}”库存 3台，不足 4`);
    expect(await stockOf(id)).toBe(3);

    const outId = await specimenOutApi.create({ ...out, quantity: 2 });
    expect(await stockOf(id)).toBe(1);
    // A second issue sees what the first one left.
    expect(await refusal(specimenOutApi.create({ ...out, outNo: 'YPCK-T-2', quantity: 2 }))).toBe(
      `样品“${sampleNo}”库存 1台，不足 2`,
    );

    // Editing counts what the issue already holds: 2 held + 1 in stock allows 3, not 4.
    await specimenOutApi.update({ id: Number(outId), quantity: 3 });
    expect(await stockOf(id)).toBe(0);
    expect(await refusal(specimenOutApi.update({ id: Number(outId), quantity: 4 }))).toBe(
      `样品“${sampleNo}”库存 3台，不足 4`,
    );

    // Returned, it gives its units back; deleted, too.
    await specimenOutApi.update({ id: Number(outId), state: 'RETURNED' });
    expect(await stockOf(id)).toBe(3);
    await specimenOutApi.update({ id: Number(outId), state: 'OUT', quantity: 1 });
    expect(await stockOf(id)).toBe(2);
    await specimenOutApi.remove(outId);
    expect(await stockOf(id)).toBe(3);
  });

  it('takes a usage from the stock until its return date, and refuses one above the stock', async () => {
    await signIn();
    const { id, sampleNo } = await sample(2);
    const use = { useNo: 'YPLY-T-1', specimenId: Number(id), userName: '张伟', useDate: '2026-05-10' };
    expect(await refusal(specimenUseApi.create({ ...use, quantity: 3 }))).toBe(`样品“${sampleNo}”库存 2台，不足 3`);
    // Without a quantity a usage takes one unit.
    const useId = await specimenUseApi.create(use);
    expect(await stockOf(id)).toBe(1);
    await specimenUseApi.update({ id: Number(useId), returnDate: '2026-05-20', condition: 'GOOD' });
    expect(await stockOf(id)).toBe(2);
    // A returned usage holds nothing: moving it to another sample takes nothing there either.
    const other = await sample(0);
    await specimenUseApi.update({ id: Number(useId), specimenId: Number(other.id) });
    expect(await stockOf(other.id)).toBe(0);
    expect(await stockOf(id)).toBe(2);
    // Reopened on a sample with nothing in stock: refused.
    expect(await refusal(specimenUseApi.update({ id: Number(useId), returnDate: '' }))).toBe(
      `样品“${other.sampleNo}”库存 0台，不足 1`,
    );
  });

  it('says the refusal in English for an English reader', async () => {
    await signIn();
    const { id, sampleNo } = await sample(1);
    await i18n.changeLanguage('en');
    expect(
      await refusal(specimenOutApi.create({ outNo: 'YPCK-T-EN', specimenId: Number(id), quantity: 5, recipient: 'R' })),
    ).toBe(`Sample "${sampleNo}" has only 1 in stock, fewer than 5`);
  });

  it('lists every sample with its stock for the issue and usage forms', async () => {
    await signIn();
    const { id, sampleNo } = await sample(7);
    const options = await specimenApi.options();
    expect(options.find((o) => o.value === id)).toMatchObject({ label: `${sampleNo} 测试样品`, stock: 7, unit: '台' });
  });
});
