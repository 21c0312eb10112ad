import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { machineCatalog } from '@machines/catalog';
import { StatechartsPage } from '@app/qa/statecharts/StatechartsPage';
import coverage from '../../../docs/statecharts/coverage.json';
import { renderView, useLanguage } from '../../support/render';

// jsdom has no layout for Mermaid to measure; the browser test draws the real SVGs
// (tests/e2e/qa/statecharts.spec.ts). Here the drawing is the text it was given.
const drawn: string[] = [];
vi.mock('@app/qa/mermaid', () => ({
  renderMermaid: async (text: string) => {
    drawn.push(text);
    return `<svg data-testid="diagram"><text>${text.split('\n')[1] ?? ''}</text></svg>`;
  },
}));

const committedDiagram = (name: string): string => {
  const file = readFileSync(`docs/statecharts/${name}.md`, 'utf8');
  return file.slice(file.indexOf('```mermaid\n') + 11, file.indexOf('\n```', file.indexOf('```mermaid'))) + '\n';
};

// Thirty cards of Mantine in jsdom: slow under a loaded machine, not stuck.
describe('StatechartsPage', { timeout: 60_000 }, () => {
  it('lists every chart of the catalog, each drawn from the same text as docs/statecharts', async () => {
    await useLanguage('en', ['statecharts']);
    renderView(<StatechartsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeInTheDocument();
    for (const { name } of machineCatalog) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `#chart-${name}`);
    }
    expect(await screen.findAllByTestId('diagram')).toHaveLength(machineCatalog.length);
    expect(drawn).toContain(committedDiagram('pagedList'));
    expect(drawn).toContain(committedDiagram('payrollLifecycle'));
  });

  it('shows what a chart declares and the coverage the test run recorded', async () => {
    await useLanguage('en', ['statecharts']);
    renderView(<StatechartsPage />);
    const list = screen.getByRole('region', { name: 'pagedList' });
    const c = coverage.pagedList;
    expect(within(list).getByRole('group', { name: 'Model-based test coverage' })).toHaveTextContent(
      `States ${c.statesCovered} of ${c.statesTotal} (100%)Transitions ${c.transitionsCovered} of ${c.transitionsTotal} (100%)${c.paths} test paths`,
    );
    const items = (label: string) => within(within(list).getByRole('list', { name: label })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items('States')).toEqual(['loading', 'ready', 'empty', 'failed']);
    expect(items('Events')).toEqual(['FILTER', 'PAGE_SIZE', 'QUERY', 'done / fetchPage', 'error / fetchPage', 'PAGE', 'REFRESH', 'RETRY']);
    expect(items('Guards')).toEqual(['isEmpty', 'isAborted']);
    expect(within(list).queryByRole('list', { name: 'Delays' })).toBeNull();
    expect(within(list).getByRole('heading', { name: 'Delays' }).nextSibling).toHaveTextContent('None');

    const lazy = screen.getByRole('region', { name: 'lazyPage' });
    expect(within(within(lazy).getByRole('list', { name: 'Delays' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('speaks Spanish', async () => {
    await useLanguage('es', ['statecharts']);
    renderView(<StatechartsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Diagramas de estado' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'session' })).getByRole('group', { name: 'Cobertura de las pruebas basadas en modelos' })).toHaveTextContent(/^Estados \d+ de \d+/);
  });
});
