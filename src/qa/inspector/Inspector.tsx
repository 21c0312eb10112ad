import { Button, Code, Drawer, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine, StateValue } from 'xstate';
import { mermaidStateIds, toMermaid } from '@machines/diagram/toMermaid';
import { onRecorded, recorded, runningMachines } from '../recorder';
import { MermaidDiagram } from '../MermaidDiagram';
import { activePaths, withHighlight } from '../mermaid';
import { toTrace } from '../trace';
import { runningCharts } from './running';

const LOG_ROWS = 150;

let version = 0;
const subscribe = (listener: () => void) =>
  onRecorded(() => {
    version += 1;
    listener();
  });
const getVersion = () => version;

const stateText = (value: StateValue | null): string => (value === null ? '' : activePaths(value).join(', '));
const clock = (iso: string): string => iso.slice(11, 23);

/**
 * A chart's diagram and its Mermaid ids by state path, from the running actor's own machine
 * (the catalog's, with the app's implementations: the same text). Not from the catalog: its
 * import would split every page's machine into a chunk of its own.
 */
const diagrams = new WeakMap<object, { text: string; ids: Map<string, string> }>();
function diagramOf(machine: AnyStateMachine) {
  let diagram = diagrams.get(machine.config);
  if (!diagram) {
    diagram = { text: toMermaid(machine), ids: mermaidStateIds(machine) };
    diagrams.set(machine.config, diagram);
  }
  return diagram;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The live inspector: the charts running on this page, their active states, the event log. */
export default function Inspector({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('statecharts');
  const tick = useSyncExternalStore(subscribe, getVersion);
  const [saved, setSaved] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `recorded` is mutated; `tick` says when
  const running = useMemo(() => runningCharts(recorded, runningMachines), [tick]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const steps = useMemo(() => toTrace(recorded).steps, [tick]);

  const exportTrace = () => {
    const trace = toTrace(recorded);
    const file = `statechart-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    download(file, `${JSON.stringify(trace, null, 2)}\n`);
    setSaved(t('inspector.exported', { count: trace.steps.length, file }));
  };

  return (
    // Not modal, along the bottom: the point is to click through the real screen while the diagrams follow.
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="45%"
      title={t('inspector.title')}
      withOverlay={false}
      trapFocus={false}
      lockScroll={false}
      closeOnClickOutside={false}
      returnFocus
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('inspector.shortcut')}
        </Text>
        <Group>
          <Button onClick={exportTrace}>{t('inspector.export')}</Button>
          {saved && (
            <Text size="sm" role="status">
              {saved}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack>
            <Title order={2} size="h4">
              {t('inspector.running')}
            </Title>
            {running.length === 0 && <Text size="sm">{t('inspector.noneRunning')}</Text>}
            {running.map((chart) => {
              const diagram = diagramOf(chart.logic);
              const paths = activePaths(chart.value);
              const ids = paths.flatMap((path) => diagram.ids.get(path) ?? []);
              return (
                <section key={chart.actor} aria-label={chart.machine} data-chart={chart.machine} data-state={paths.join(',')}>
                  <Title order={3} size="h5">
                    {chart.machine}
                  </Title>
                  <Text size="sm">{t('inspector.current', { state: paths.join(', ') })}</Text>
                  <MermaidDiagram text={withHighlight(diagram.text, ids)} label={t('diagram', { name: chart.machine })} />
                </section>
              );
            })}
          </Stack>
          <Stack>
            <Title order={2} size="h4">
              {t('inspector.log')}
            </Title>
            {steps.length === 0 ? (
              <Text size="sm">{t('inspector.logEmpty')}</Text>
            ) : (
              <ScrollArea.Autosize mah={360}>
                <Table striped withTableBorder fz="xs" aria-label={t('inspector.log')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('inspector.time')}</Table.Th>
                      <Table.Th>{t('inspector.chart')}</Table.Th>
                      <Table.Th>{t('inspector.event')}</Table.Th>
                      <Table.Th>{t('inspector.from')}</Table.Th>
                      <Table.Th>{t('inspector.to')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {steps
                      .slice(-LOG_ROWS)
                      .reverse()
                      .map((step, index) => (
                        <Table.Tr key={`${steps.length - index}`}>
                          <Table.Td>{clock(step.at)}</Table.Td>
                          <Table.Td>{step.machine}</Table.Td>
                          <Table.Td>
                            <Code>{step.event.type}</Code>
                          </Table.Td>
                          <Table.Td>{step.from === null ? t('inspector.start') : stateText(step.from)}</Table.Td>
                          <Table.Td>{stateText(step.to)}</Table.Td>
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Drawer>
  );
}
