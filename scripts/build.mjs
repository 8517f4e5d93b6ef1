#!/usr/bin/env node
// @ts-check
/** `npm run build`: `gatsby build`, stamped with the settings it was made with (scripts/lib/build-state.mjs). */
import { build } from "./lib/build-state.mjs";

process.exitCode = await build();
