import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, renderScreen } from '@/shared/testing/render';
import { ClaimsStep } from './ClaimsStep';
import type { EditableClaim } from './slp-types';

// No pause after each keystroke and click (user-event waits a tick by default): the tests stay fast.
const user = userEvent.setup({ delay: null });

// Spec 3 §2 step 3: claims to select, at most 5 ('You can only select at most 5 claims!'), new claims
// selected while there is room, or the personal statement instead; teachers comment on stored claims.

const claim = (n: number, selected: boolean, extra: Partial<EditableClaim> = {}): EditableClaim => ({
  key: `k${n}`,
  claimId: `00000000-0000-4000-8000-00000000000${n}`,
  text: `Claim ${n}`,
  elaboration: '',
  selected,
  comments: [],
  ...extra,
});

interface Options {
  claims: EditableClaim[];
  readOnly?: boolean;
  canComment?: boolean;
  psMode?: boolean;
  lang?: 'en' | 'zh-HK';
  api?: ApiHandler;
}

/** The step as SlpPage holds it: the claims and the statement in state, every change also recorded. */
function renderStep(opts: Options) {
  const onChange = vi.fn();
  const onPsMode = vi.fn();
  const onStatement = vi.fn();
  function Page() {
    const [claims, setClaims] = useState(opts.claims);
    const [psMode, setPsMode] = useState(opts.psMode ?? false);
    const [statement, setStatement] = useState('');
    return (
      <ClaimsStep
        claims={claims}
        onChange={(next) => {
          onChange(next);
          setClaims(next);
        }}
        psMode={psMode}
        onPsMode={(ps) => {
          onPsMode(ps);
          setPsMode(ps);
        }}
        statement={statement}
        onStatement={(text) => {
          onStatement(text);
          setStatement(text);
        }}
        readOnly={opts.readOnly ?? false}
        canComment={opts.canComment ?? false}
        userId="11111111-1111-4111-8111-111111111111"
      />
    );
  }
  const rendered = renderScreen(<Page />, {
    lang: opts.lang ?? 'en',
    ...(opts.api ? { api: opts.api } : {}),
  });
  return { ...rendered, onChange, onPsMode, onStatement };
}

const checks = () => screen.getAllByRole('checkbox') as HTMLInputElement[];
const count = () => screen.getByTestId('slp-claims-count').textContent;

describe('the SLP claims step', () => {
  it('selects and unselects claims and counts them', async () => {
    renderStep({ claims: [claim(1, true), claim(2, false)] });
    expect(screen.getByTestId('slp-claims-heading').textContent).toBe('3. Choose your claims');
    expect(count()).toBe('1 of 5 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Claim 2' }));
    expect(checks().map((c) => c.checked)).toEqual([true, true]);
    expect(count()).toBe('2 of 5 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Claim 1' }));
    expect(checks().map((c) => c.checked)).toEqual([false, true]);
    expect(count()).toBe('1 of 5 selected');
  });

  it('refuses a sixth selection with the spec’s message and changes nothing', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => claim(n, true));
    const { onChange } = renderStep({ claims: [...five, claim(6, false)] });
    await user.click(screen.getByRole('checkbox', { name: 'Claim 6' }));
    expect(await screen.findByText('You can only select at most 5 claims!')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(checks().map((c) => c.checked)).toEqual([true, true, true, true, true, false]);
    expect(count()).toBe('5 of 5 selected');
  });

  it('adds a new claim, selected while there is room and unselected once five are', async () => {
    const { onChange } = renderStep({ claims: [1, 2, 3, 4].map((n) => claim(n, true)) });
    const input = screen.getByRole('textbox', { name: 'New claim' });
    const add = screen.getByRole('button', { name: 'Add claim' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(input, '   ');
    expect(add.disabled).toBe(true);
    await user.clear(input);
    await user.type(input, '  I coach debate  ');
    await user.click(add);
    const added = onChange.mock.lastCall![0] as EditableClaim[];
    expect(added.at(-1)).toMatchObject({ text: 'I coach debate', selected: true });
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, 'I volunteer{Enter}');
    expect((onChange.mock.lastCall![0] as EditableClaim[]).at(-1)).toMatchObject({
      text: 'I volunteer',
      selected: false,
    });
    expect(screen.getAllByTestId('slp-claim-row')).toHaveLength(6);
    expect(count()).toBe('5 of 5 selected');
  });

  it('deletes a claim', async () => {
    renderStep({ claims: [claim(1, true), claim(2, false)] });
    const second = screen.getAllByTestId('slp-claim-row')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(screen.getAllByTestId('slp-claim-row').map((r) => r.textContent)).toEqual(['Claim 1']);
  });

  it('switches to the personal statement and counts its words', async () => {
    const { onPsMode, onStatement } = renderStep({ claims: [] });
    expect(screen.getByText('No claims yet.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Personal statement' }));
    expect(onPsMode).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.getByTestId('slp-claims-heading').textContent).toBe('3. Write your personal statement');
    await user.type(screen.getByRole('textbox', { name: 'Personal statement' }), 'I love 護理 work');
    expect(onStatement).toHaveBeenLastCalledWith('I love 護理 work');
    expect(screen.getByTestId('slp-ps-words').textContent).toBe('Words: 5');
    expect(screen.queryByTestId('slp-claim-input')).toBeNull();
  });

  it('lets a reader change nothing', () => {
    renderStep({ claims: [claim(1, true)], readOnly: true });
    expect(checks()[0]!.disabled).toBe(true);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New claim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets a teacher comment on a stored claim, and shows the comments', async () => {
    const api = vi.fn((path: string) => {
      if (path === 'slp.insertClaimComment') return { id: 2 };
      throw new Error(`unexpected ${path}`);
    });
    const earlier = {
      id: 1,
      comment: 'Name the competition.',
      createdAt: '2026-03-02T02:00:00.000Z',
      fromUser: { fullName: 'Ms Wong' },
    };
    const { calls } = renderStep({
      claims: [claim(1, true, { comments: [earlier] }), claim(2, false)],
      readOnly: true,
      canComment: true,
      api,
    });
    const [first] = screen.getAllByTestId('slp-claim-row');
    expect(within(first!).getByText('Teacher comments')).toBeTruthy();
    expect(within(first!).getByTestId('slp-claim-comment').textContent).toContain('Name the competition.');
    expect(within(first!).getByTestId('slp-claim-comment').textContent).toContain('Ms Wong');
    const send = within(first!).getByRole('button', { name: 'Comment' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(within(first!).getByRole('textbox', { name: 'Comment on this claim' }), 'Add a number.');
    await user.click(send);
    expect(await screen.findByText('Comment saved.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'slp.insertClaimComment').map((c) => c.input)).toEqual([
      {
        userId: '11111111-1111-4111-8111-111111111111',
        claimId: '00000000-0000-4000-8000-000000000001',
        comment: 'Add a number.',
      },
    ]);
  });

  it('reads in Chinese', async () => {
    renderStep({ claims: [1, 2, 3, 4, 5, 6].map((n) => claim(n, n <= 5)), lang: 'zh-HK' });
    expect(screen.getByTestId('slp-claims-heading').textContent).toBe('3. 選擇你的例子');
    expect(count()).toBe('已選 5 / 5 項');
    await user.click(screen.getByRole('checkbox', { name: 'Claim 6' }));
    expect(await screen.findByText('最多只可選擇 5 項。')).toBeTruthy();
  });
});
