import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n/locale';
import { beneficiariesStore, type Beneficiary } from '../../storage';
import { BeneficiaryTracker } from './BeneficiaryTracker';
import { lastFourDigits } from './beneficiaryList';
import { startEachTestFresh } from '../shared/testing/toolTestKit';

startEachTestFresh();

const entry: Beneficiary = {
  id: '1700000000000',
  accountName: 'IRA familiar',
  accountType: 'retirement',
  institution: 'Broker Co',
  accountNumber: '9876',
  primaryBeneficiary: 'Ben',
  primaryPercent: 60,
  secondaryBeneficiary: 'Cara',
  secondaryPercent: 40,
  lastUpdated: '2020-02-14',
  notes: '',
};

describe('BeneficiaryTracker in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('lists a kept designation in Spanish words, with its shares and the review badge', () => {
    setLocale('es');
    beneficiariesStore.write([entry]);
    render(<BeneficiaryTracker title="Registro de beneficiarios" />);
    const list = screen.getByRole('heading', { name: 'Sus designaciones (1)' }).closest('section')!;
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Necesita revisión');
    expect(card).toHaveTextContent('Tipo de cuentaCuenta de jubilación (plan 401(k), cuenta IRA)');
    expect(card).toHaveTextContent('PrincipalBen (60%)');
    expect(card).toHaveTextContent('SecundarioCara (40%)');
    expect(card).toHaveTextContent('Última revisión14 de febrero de 2020');
    expect(within(card).getByRole('button', { name: 'Cambiar IRA familiar' })).toBeInTheDocument();
  });

  it('asks in Spanish, names the missing answers in Spanish and announces the saved designation', async () => {
    setLocale('es');
    const user = userEvent.setup();
    render(<BeneficiaryTracker title="Registro de beneficiarios" />);
    await user.click(screen.getByRole('button', { name: 'Agregar una designación de beneficiario' }));
    await user.click(screen.getByRole('button', { name: 'Guardar la designación' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Llene todos los campos obligatorios');
    expect(alert).toHaveTextContent('Escriba el nombre de la cuenta');
    expect(alert).toHaveTextContent('Elija el tipo de cuenta');
    await user.type(screen.getByRole('textbox', { name: /^Nombre de la cuenta/ }), 'Ahorros');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tipo de cuenta/ }), 'bank');
    await user.type(screen.getByRole('textbox', { name: /^Beneficiario principal/ }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Guardar la designación' }));
    expect(await screen.findByText('Se agregó la designación de Ahorros.')).toBeInTheDocument();
    expect(lastFourDigits('123456').notice).toBe(
      'Solo se guardan los últimos 4 dígitos, así que guardamos 3456. No escriba el número de cuenta completo.',
    );
  });
});
