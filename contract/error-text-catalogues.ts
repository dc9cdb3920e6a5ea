/**
 * Every catalogue of refusal and validation texts (contract/error-texts.ts). The server imports them all through the
 * contract; the console imports a catalogue only where it shows that domain's references itself (the refusals the
 * server sends arrive as text). A new domain's catalogue is one line here.
 */
import './account-error-texts';
import './anomaly-error-texts';
import './apply-error-texts';
import './authorization-error-texts';
import './compare-error-texts';
import './content-error-texts';
import './cost-error-texts';
import './dashboard-error-texts';
import './geofence-error-texts';
import './device-command-error-texts';
import './device-error-texts';
import './display-error-texts';
import './document-error-texts';
import './invoice-error-texts';
import './registry-error-texts';
import './sms-error-texts';
import './storage-error-texts';
import './unit-error-texts';
import './validation-error-texts';
