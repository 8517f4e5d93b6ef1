// Decap CMS starts from static/admin/cms.mjs, after the JSON formats are registered.
window.CMS_MANUAL_INIT = true;
