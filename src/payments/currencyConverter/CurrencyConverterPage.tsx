import { Box } from '@mantine/core';
import { CurrencyConverterCard } from './CurrencyConverterCard';

/** /payments/currency_converter: the converter card on a page of its own. */
export function CurrencyConverterPage() {
  return (
    <Box maw={560}>
      <CurrencyConverterCard headingOrder={1} />
    </Box>
  );
}
