/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The board's sysfs: the DPL's container and objects as Linux's fsl-mc
 * bus driver shows them once the container is bound to vfio-fsl-mc:
 *   /sys/bus/fsl-mc/devices/dprc.1/              the container
 *   /sys/bus/fsl-mc/devices/dprc.1/dpni.1/       each object, a directory
 *   /sys/bus/fsl-mc/devices/<obj> -> dprc.1/<obj>  (the bus's flat list)
 *   .../<obj>/iommu_group -> ../../../../kernel/iommu_groups/<group>
 *   /sys/kernel/iommu_groups/<group>/
 *   /sys/module/vfio/parameters/enable_unsafe_noiommu_mode   "N"
 * DPDK's fslmc bus lists the container's directory (entries of type
 * DT_DIR), and EAL reads each device's iommu_group link for its group
 * number (rte_vfio_get_group_num) and /sys/module/vfio for the module. One
 * IOMMU group holds the whole container, as the SMMU isolates a DPRC; it
 * is numbered as the container. The board adds one dpmcp (the MC portal
 * the bus sends its commands on), which a DPL does not list.
 */


#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board_os.h"

static const char *const redirected[] = {
	"/sys/bus/fsl-mc", "/sys/kernel/iommu_groups", "/sys/module/vfio",
};

static void
obj_add(struct bos *b, enum bos_type t, const char *kind, uint16_t id, uint16_t idx)
{
	struct bos_obj *o = &b->obj[b->n_obj++];

	snprintf(o->name, sizeof(o->name), "%s.%u", kind, id);
	o->type = t;
	o->id = id;
	o->idx = idx;
}

/* The board's objects from its DPL: the dprc first, then the dpmcp. */
int
bos_objects(struct bos *b, char *err, size_t errlen)
{
	const struct dpaa2x_dpl *d = &b->dpl;
	const char *at = strchr(d->container, '@');
	unsigned int i;

	if (at == NULL) {
		snprintf(err, errlen, "DPL container '%s' has no id", d->container);
		return -EINVAL;
	}
	b->n_obj = 0;
	obj_add(b, BOS_DPRC, "dprc", (uint16_t)atoi(at + 1), 0);
	snprintf(b->dprc, sizeof(b->dprc), "%s", b->obj[0].name);
	b->group = b->obj[0].id;
	obj_add(b, BOS_DPMCP, "dpmcp", BOS_MCP_ID, 0);
	for (i = 0; i < d->n_dpni; i++)
		obj_add(b, BOS_DPNI, "dpni", d->dpni[i].id, (uint16_t)i);
	for (i = 0; i < d->n_dpbp; i++)
		obj_add(b, BOS_DPBP, "dpbp", d->dpbp[i].id, (uint16_t)i);
	for (i = 0; i < d->n_dpio; i++)
		obj_add(b, BOS_DPIO, "dpio", d->dpio[i].id, (uint16_t)i);
	for (i = 0; i < d->n_dpmac; i++)
		obj_add(b, BOS_DPMAC, "dpmac", d->dpmac[i].id, (uint16_t)i);
	return 0;
}

const struct bos_obj *
bos_obj_by_name(const struct bos *b, const char *name)
{
	unsigned int i;

	for (i = 0; i < b->n_obj; i++)
		if (strcmp(b->obj[i].name, name) == 0)
			return &b->obj[i];
	return NULL;
}

/* mkdir -p of root + rel */
static int
mkdirs(const struct bos *b, const char *rel)
{
	char p[PATH_MAX];
	char *s;

	if ((size_t)snprintf(p, sizeof(p), "%s%s", b->root, rel) >= sizeof(p))
		return -ENAMETOOLONG;
	for (s = p + strlen(b->root) + 1; (s = strchr(s, '/')) != NULL; s++) {
		*s = '\0';
		if (mkdir(p, 0755) < 0 && errno != EEXIST)
			return -errno;
		*s = '/';
	}
	return mkdir(p, 0755) < 0 && errno != EEXIST ? -errno : 0;
}

static int
put(const struct bos *b, const char *rel, const char *text, bool link)
{
	char p[PATH_MAX];
	FILE *f;

	if ((size_t)snprintf(p, sizeof(p), "%s%s", b->root, rel) >= sizeof(p))
		return -ENAMETOOLONG;
	if (link)
		return symlink(text, p) < 0 ? -errno : 0;
	f = fopen(p, "w");
	if (f == NULL)
		return -errno;
	fputs(text, f);
	return fclose(f) == 0 ? 0 : -errno;
}

static int
obj_dir(const struct bos *b, const struct bos_obj *o)
{
	char rel[PATH_MAX], grp[64];
	int ret;

	snprintf(grp, sizeof(grp), "../../../../kernel/iommu_groups/%u", b->group);
	if (o->type == BOS_DPRC)
		snprintf(rel, sizeof(rel), "/sys/bus/fsl-mc/devices/%s", o->name);
	else
		snprintf(rel, sizeof(rel), "/sys/bus/fsl-mc/devices/%s/%s", b->dprc, o->name);
	ret = mkdirs(b, rel);
	if (ret == 0) {
		strcat(rel, "/iommu_group");
		/* the link is read, not followed: one target fits every depth */
		ret = put(b, rel, grp, true);
	}
	if (ret == 0 && o->type != BOS_DPRC) {	/* the bus's flat list */
		char target[2 * BOS_NAME_LEN];

		snprintf(rel, sizeof(rel), "/sys/bus/fsl-mc/devices/%s", o->name);
		snprintf(target, sizeof(target), "%s/%s", b->dprc, o->name);
		ret = put(b, rel, target, true);
	}
	return ret;
}

int
bos_sysfs_build(struct bos *b, char *err, size_t errlen)
{
	char rel[PATH_MAX];
	unsigned int i;
	int ret;

	snprintf(rel, sizeof(rel), "/sys/kernel/iommu_groups/%u/devices", b->group);
	ret = mkdirs(b, rel);
	if (ret == 0)
		ret = mkdirs(b, "/sys/module/vfio/parameters");
	if (ret == 0)
		ret = put(b, "/sys/module/vfio/parameters/enable_unsafe_noiommu_mode", "N\n",
			  false);
	for (i = 0; ret == 0 && i < b->n_obj; i++)
		ret = obj_dir(b, &b->obj[i]);
	if (ret < 0)
		snprintf(err, errlen, "cannot make the board's sysfs in %s: %s", b->root,
			 strerror(-ret));
	return ret;
}

static int
rm_one(const char *p, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return remove(p);
}

void
bos_sysfs_remove(struct bos *b)
{
	if (b->root[0] != '\0')
		nftw(b->root, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

bool
bos_is_board_path(const char *path)
{
	unsigned int i;

	if (path == NULL || path[0] != '/')
		return false;
	for (i = 0; i < sizeof(redirected) / sizeof(redirected[0]); i++) {
		size_t n = strlen(redirected[i]);

		if (strncmp(path, redirected[i], n) == 0 && (path[n] == '\0' || path[n] == '/'))
			return true;
	}
	return false;
}

const char *
bos_sysfs_path(const struct bos *b, const char *path, char *buf, size_t len)
{
	if (!bos_is_board_path(path) || (size_t)snprintf(buf, len, "%s%s", b->root, path) >= len)
		return NULL;
	return buf;
}
