/**
 * Mantine's global styles and the stylesheets of the components the entry chunk shows:
 * /login and the other public pages, the pending, error and maintenance pages. Imported
 * first by main.tsx. Per component, as Mantine documents (styles/css-files-list), instead
 * of the whole @mantine/core/styles.css: /login needs a third of it.
 *
 * Order matters: Mantine's own order (the order of styles.css), dependencies before the
 * components built on them. Components of signed-in pages are in ./signedIn.ts; the test
 * tests/unit/styles/mantineStyles.test.ts checks that every component the app imports has
 * its stylesheet in one of the two.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
// The sign-in's code step (issue 26), a public page loaded on demand.
import '@mantine/core/styles/PinInput.css';
// After Mantine's variables: the app's text colours for both schemes (contrast).
import './schemeColors.css';
// Bigger controls on touch screens (issue 27); nothing changes with a mouse.
import './touch.css';
