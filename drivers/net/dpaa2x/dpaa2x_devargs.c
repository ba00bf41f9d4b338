/* placeholder, replaced by the PMD */
int dpaa2x_placeholder_devargs;
