/**
 * Stylesheets of the Mantine components that only signed-in pages show (./public.ts has the
 * rest, already loaded by the entry). Every protected page and the shell load this module
 * together with their own code (src/routes/pages.tsx), before it, so these rules always
 * come before the stylesheets of @mantine/dates and @mantine/dropzone
 * and the pages' own CSS modules, as Mantine requires.
 *
 * Besides the components the app imports, the ones Mantine lists as reused inside others
 * (styles/css-files-list) and those @mantine/dates builds on.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/ActionBar.css';
import '@mantine/core/styles/Switch.css';
