import noExtraKeys from "./no-extra-keys.js";
import noSpread from "./no-spread.js";
import noWrappedResult from "./no-wrapped-result.js";
import validContent from "./valid-content.js";
import validStatus from "./valid-status.js";

export const rules = {
  "no-extra-keys": noExtraKeys,
  "no-spread": noSpread,
  "no-wrapped-result": noWrappedResult,
  "valid-content": validContent,
  "valid-status": validStatus,
};
