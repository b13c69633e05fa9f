// Mantine's whole stylesheet, for the pages behind sign-in and the back office: loaded with the
// first such page (web/styles/load-all-styles.ts). It repeats the storefront's part
// (web/styles/mantine-storefront.ts) in the same `mantine` layer, in Mantine's own order.
import "@mantine/core/styles.layer.css";
