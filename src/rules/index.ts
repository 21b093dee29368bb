import noErrorAsSuccess from "./no-error-as-success.js";
import noExtraKeys from "./no-extra-keys.js";
import noSpread from "./no-spread.js";
import noWrappedResult from "./no-wrapped-result.js";
import structuredContentText from "./structured-content-text.js";
import validContent from "./valid-content.js";
import validStatus from "./valid-status.js";
import validStructuredContent from "./valid-structured-content.js";
import validToolApi from "./valid-tool-api.js";

export const rules = {
  "no-error-as-success": noErrorAsSuccess,
  "no-extra-keys": noExtraKeys,
  "no-spread": noSpread,
  "no-wrapped-result": noWrappedResult,
  "structured-content-text": structuredContentText,
  "valid-content": validContent,
  "valid-status": validStatus,
  "valid-structured-content": validStructuredContent,
  "valid-tool-api": validToolApi,
};
