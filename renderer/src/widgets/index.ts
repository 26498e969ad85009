import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import CheckboxGroupWidget from './CheckboxGroupWidget';
import CountrySelectWidget from './CountrySelectWidget';
import DateWidget from './DateWidget';
import DigitsNumberWidget from './DigitsNumberWidget';
import FileUploadWidget from './FileUploadWidget';
import MaskedInputWidget from './MaskedInputWidget';
import MoneyWidget from './MoneyWidget';
import SignatureWidget from './SignatureWidget';
import StateWidget from './StateWidget';
import UpperCaseTextWidget, { EmailWidget, NormalizedTextWidget } from './UpperCaseTextWidget';
import UrlWidget from './UrlWidget';
import YesNoNaWidget from './YesNoNaWidget';
import ChbToggleField from '../fields/ChbToggleField';
import ConditionalObjectField from '../fields/ConditionalObjectField';
import CopyAddressField from '../fields/CopyAddressField';
import TradeReferenceOptionsField from '../fields/TradeReferenceOptionsField';
import TradeReferencesField from '../fields/TradeReferencesField';

/**
 * The one registry of the engine (CONVENTIONS.md: a new widget is one file plus one line). UI schemas name
 * these keys in 'ui:widget' / 'ui:field'.
 */
export const widgets: RegistryWidgetsType = {
  // RJSF's defaults for plain strings, `format: date`, `format: uri/email` and enum arrays, replaced.
  TextWidget: NormalizedTextWidget,
  EmailWidget: EmailWidget,
  DateWidget: DateWidget,
  URLWidget: UrlWidget,
  CheckboxesWidget: CheckboxGroupWidget,
  masked: MaskedInputWidget,
  upper: UpperCaseTextWidget,
  digits: DigitsNumberWidget,
  money: MoneyWidget,
  usDate: DateWidget,
  country: CountrySelectWidget,
  state: StateWidget,
  url: UrlWidget,
  checkboxGroup: CheckboxGroupWidget,
  yesNoNa: YesNoNaWidget,
  signature: SignatureWidget,
  fileUpload: FileUploadWidget,
};

export const fields: RegistryFieldsType = {
  copyAddress: CopyAddressField,
  chbToggle: ChbToggleField,
  conditionalObject: ConditionalObjectField,
  tradeReferences: TradeReferencesField,
  tradeReferenceOptions: TradeReferenceOptionsField,
};
