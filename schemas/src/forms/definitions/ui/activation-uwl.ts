import { activationBillingUi, activationCompanyUi, activationSignUi } from './activation-shared';
import { BROKER_FIELDS } from '../layout-parts';
import { ADDRESS_CELLS, cells, country, email, label, phone, state, url } from './ui-parts';
import type { UiSchema } from './ui-parts';

/** Customer activation, UWL / WDS: customs-broker section. */
export const activationUwlUi: UiSchema = {
  ...activationCompanyUi(),
  ...activationBillingUi(),
  ...cells(
    { ctpatNumber: label('CTPAT Number'), companyWebsite: url('Company Website') },
    { half: ['ctpatNumber', 'companyWebsite'] },
  ),
  chb: cells(
    {
      'ui:title': 'Customs Broker',
      // customer-portal.md §5: 'n/a' turns off the ACH-importer choice and the broker; 'no' the ACH choice.
      'ui:field': 'conditionalObject',
      'ui:options': {
        disable: [
          { when: 'uwlHandleChb', is: ['no', 'n/a'], fields: ['achImporter'] },
          { when: 'uwlHandleChb', is: ['n/a'], fields: BROKER_FIELDS },
        ],
      },
      // '{unit}': the unit's own name ('Will World Distribution Services handle …'), customs brokerage spelled out.
      uwlHandleChb: label('Will {unit} handle your customs brokerage (CHB)?', { 'ui:widget': 'yesNoNa' }),
      achImporter: label('Are you an ACH importer?', {
        'ui:widget': 'radio',
        'ui:options': { inline: true },
      }),
      // Labels of their own, so a screen reader tells them from the company address's.
      companyName: label('Broker Company Name'),
      contact: label('Broker Contact'),
      phone: phone('Broker Phone'),
      email: email('Broker Email'),
      address1: label('Broker Address 1'),
      address2: label('Broker Address 2'),
      city: label('Broker City'),
      state: state('Broker State'),
      zip: label('Broker Zip'),
      country: country('Broker Country'),
    },
    { half: ['companyName', 'contact', 'phone', 'email', ...ADDRESS_CELLS.half], third: ADDRESS_CELLS.third },
  ),
  ...activationSignUi(),
};
