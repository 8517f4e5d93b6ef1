/**
 * The CMS's "Booking rules" file (content/booking.json, issue 51). Not a GraphQL source, so its
 * widgets are written here rather than derived from the content model; the content check
 * (gatsby/content-check/booking.ts) holds the rules an edit must keep.
 */
import { WEEKDAYS } from "../../src/contracts/booking.ts";
import { REF_TARGETS } from "../content-model.ts";
import { FORMAT_PATTERNS, type Widget } from "./widgets.ts";

const int = (name: string, label: string, min: number, hint: string): Widget => ({
  name,
  label,
  widget: "number",
  value_type: "int",
  min,
  hint,
});
const time = (name: string, label: string): Widget => ({
  name,
  label,
  widget: "string",
  pattern: FORMAT_PATTERNS.time,
});
const date = (name: string, label: string, required = true): Widget => ({
  name,
  label,
  widget: "string",
  required,
  pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "YYYY-MM-DD"],
});
const hours: Widget = {
  name: "hours",
  label: "Weekly hours (leave empty for the agency's hours)",
  widget: "list",
  required: false,
  summary: "{{fields.days}} {{fields.start}}-{{fields.end}}",
  fields: [
    { name: "days", label: "Days", widget: "select", multiple: true, options: [...WEEKDAYS] },
    time("start", "From (New York time)"),
    time("end", "Until (New York time)"),
  ],
};

export const bookingCollection = {
  name: "booking",
  label: "Booking rules",
  description:
    "Who takes calls, when, and for how long (content/booking.json). Times are the agency's (America/New_York).",
  editor: { preview: false },
  format: "json-object",
  files: [
    {
      name: "booking",
      label: "Booking rules",
      file: "content/booking.json",
      fields: [
        { name: "timeZone", label: "Time zone (the agency's)", widget: "string" },
        int("slotStepMinutes", "Slots start every (minutes)", 5, "From the opening of each range of hours"),
        int("bufferMinutes", "Free minutes before and after a call", 0, "Kept free around every booking of a host"),
        { name: "minimumNoticeHours", label: "Minimum notice (hours)", widget: "number", value_type: "float", min: 0 },
        int("horizonDays", "Bookable days ahead", 1, "Today plus this many days"),
        int("maxPerHostPerDay", "Calls per host per day, at most", 1, ""),
        {
          name: "hosts",
          label: "Hosts",
          widget: "list",
          summary: "{{fields.member}}",
          fields: [{ name: "member", label: "Team member", widget: "relation", ...REF_TARGETS.team.picker }, hours],
        },
        {
          name: "kinds",
          label: "Meeting kinds",
          label_singular: "Meeting kind",
          widget: "list",
          summary: "{{fields.name}} ({{fields.minutes}} min)",
          fields: [
            { name: "slug", label: "Slug", widget: "string", pattern: FORMAT_PATTERNS.slug },
            { name: "name", label: "Name", widget: "string" },
            int("minutes", "Length (minutes)", 5, ""),
            { name: "description", label: "Description", widget: "text" },
            {
              name: "hosts",
              label: "Hosts (each must be in Hosts above)",
              widget: "relation",
              ...REF_TARGETS.team.picker,
              multiple: true,
            },
          ],
        },
        {
          name: "closed",
          label: "Closed days",
          label_singular: "Closed day",
          widget: "list",
          summary: "{{fields.start}} {{fields.name}}",
          fields: [
            { name: "name", label: "Name", widget: "string" },
            date("start", "First day"),
            date("end", "Last day (empty: one day)", false),
          ],
        },
      ] satisfies Widget[],
    },
  ],
};
