import type { HelpDocs } from '../help-doc';

/** The help documents in English; the section ids are the Chinese documents', so an anchor works in either. */
export const enUSHelp: HelpDocs = (e) => {
  const documents = e.id === 'security' ? 'File security' : 'File anti-forgery';
  return {
    manual: {
      title: 'User manual',
      summary: `Everyday use of the Seal and File Security Control System: logging in, applying to use a seal, approval, authorisation, use records and evidence reports, and devices, units, ${documents.toLowerCase()} and costs.`,
      sections: [
        {
          id: 'login',
          title: 'Logging in and choosing a unit',
          paragraphs: [
            'Members of a unit log in with their phone number and an SMS code; an account with a user name may also use the user name and password tab. System administrators use the system administration tab with their user name and password.',
            'One person may belong to several units. After logging in, choose the unit to work in: the data, menus and permissions you then see belong to that unit alone. The user menu at the top right switches units at any time.',
            e.canCreateUnits
              ? 'Without a unit yet, choose "No unit yet? Register one" on the login page, fill in the unit and upload its business licence for certification; some features wait for the certification.'
              : 'This edition does not let you register units yourself: the platform opens new units. Please call customer service.',
          ],
        },
        {
          id: 'roles',
          title: 'Roles and permissions',
          paragraphs: [
            'A unit has four roles: chief administrator, administrator, seal keeper and unit member. Menus and buttons follow the role and the unit’s feature configuration, and the server checks the permission again on every action: a menu you do not see cannot be opened by its address either.',
            'Chief administrators and administrators manage members, departments, devices and approval templates; seal keepers keep the devices and authorise applicants; unit members apply to use a seal and stamp once authorised.',
          ],
        },
        {
          id: 'dashboard',
          title: 'Home and the wall display',
          paragraphs: [
            'The home page shows the number of seals, today’s stamps, waiting approvals and alerts, a map of the devices, and the photos of live stamps as the devices upload them. Cards can be dragged and resized; the layout is kept for your account.',
            'The wall display shows the same live data full screen, for a duty room. Administrators can create display links: opened on a TV or a board without logging in, they show the wall’s data only; a link can be revoked at any time, and the wall then stops showing data within 10 seconds.',
          ],
        },
        {
          id: 'apply',
          title: 'Applying to use a seal',
          paragraphs: [
            'Using a seal starts with an application. It follows the approval template of the chosen device; once approved, the seal keeper authorises it.',
          ],
          steps: [
            'Open Seal management → Use application and choose New.',
            'Choose the device (the seal); its approval template comes with it. Choose the file type, enter the copies, the number of uses and the reason, and attach the files to be stamped if you wish.',
            'Once submitted, the application is listed under Application records as waiting for approval; its progress and result reach the message center.',
            'You may withdraw an application before it is decided; a rejected one shows the approver’s opinion.',
          ],
        },
        {
          id: 'approve',
          title: 'Approval',
          paragraphs: [
            'Approvers find the applications waiting for them under Seal management → Approvals. An application shows its files, attachments and the opinions of earlier steps; approve or reject it, with an opinion if you wish. The opinion is kept in the approval history and the evidence report.',
            'A template with several steps goes in order: a step comes only after the one before it approved. Approvers can decide only the applications whose turn is theirs.',
          ],
        },
        {
          id: 'authorize',
          title: 'Authorisation and stamping',
          paragraphs: [
            'Approved applications wait for the seal keeper under Use authorisation → Approved applications to authorise. The keeper sets the validity and the number of uses and authorises; a device has at most one open authorisation at a time.',
            'The authorised person activates it under Awaiting my use and can then stamp with the device. The authorisation ends when its uses are spent, when it expires or when the keeper closes it.',
            'A smart seal takes a photo at every stamp and reports the time and place; offline, it keeps them and uploads them when it is back online.',
          ],
        },
        {
          id: 'records',
          title: 'Use records and evidence reports',
          paragraphs: [
            'Use records list every stamp with its time, device, person, place and photos. Filter them by device, date and kind of use, and export them to Excel: the export is made in the background and downloaded under Exports when it is ready.',
            'An authorisation’s detail exports its evidence report (PDF): the application, the approvers’ opinions, the authorisation’s history, and every stamp with its time, place and photos. The report gives each photo’s SHA-256 digest, so anyone can check that a photo was not replaced.',
            'Monthly statistics count stamps by department and device; Operation records list what was done to the devices (binding, locking, unlocking and more).',
          ],
        },
        {
          id: 'anomaly',
          title: 'Anomaly centre',
          paragraphs: [
            'The anomaly centre checks every stamp against the unit’s alert rules: stamping after hours, privileged stamping, offline stamping, no photo, stamping with a device reported lost, and an unusual number of stamps. Administrators switch rules on and off and set their severity and the working hours under Alert rules.',
            'Each alert can be acknowledged, assigned and commented on, then resolved with a note or dismissed as a false alarm; the alert’s detail keeps the whole history. New alerts reach the administrators and the device’s keeper at once.',
          ],
        },
        {
          id: 'devices',
          title: 'Devices',
          paragraphs: [
            'Administrators bind, rename, reassign and unbind devices under Devices → Device list. A device’s detail shows whether it is online, its battery, place and service period.',
            'If a device is lost, an administrator locks it remotely from its detail: a locked device refuses to stamp. Unlock it the same way once it is found. Trial stamps, settings and firmware checks are remote commands too: the device carries them out when it is online, and their progress shows live.',
          ],
        },
        {
          id: 'unit',
          title: 'Units, members and departments',
          paragraphs: [
            'Unit management holds the unit’s information and certification, its organisation (subsidiaries), members, departments, feature configuration and operation log.',
            'Add a member with a phone number, name, department and role: the person gets an invitation and becomes a member once they log in and accept it on the unit choice page (it is valid for 7 days). The feature configuration decides, for example, whether photos are required and whether phone photos are on. The operation log records every management action in the unit.',
          ],
        },
        {
          id: 'documents',
          title: `${documents} and document comparison`,
          paragraphs: [
            `${documents} adds an invisible digital watermark to a file, naming whom it was issued to; if the file leaks, upload a screenshot or a photo of it to find its source.`,
            'Document comparison compares two versions of a file (PDF or images): changed words, added or removed pages, visual differences and new seals, side by side; choose a change to go to it.',
          ],
        },
        {
          id: 'cost',
          title: 'Cost center',
          paragraphs: [
            'The cost center renews device services and buys SMS packages and other services; it shows your orders and holdings, keeps your invoice titles and requests invoices.',
            e.paymentEnforced
              ? 'A device whose service has ended must be renewed before further use; the device list and My packages show each device’s service period.'
              : 'This edition does not require online payment: the platform keeps the service periods.',
          ],
        },
        {
          id: 'messages',
          title: 'Message center and language',
          paragraphs: [
            'Application and approval results, authorisation changes, alerts, certification and invoice notices arrive in the message center; the bell at the top right shows how many are unread.',
            'The console speaks Chinese and English: switch on the login page or in the user menu; the choice is kept on this computer.',
          ],
        },
        {
          id: 'contact',
          title: 'Contact us',
          paragraphs: [`Customer service ${e.servicePhone}. Provided by ${e.companyName}, ${e.address}.`],
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      summary: 'The questions asked most about logging in, authorisations, use records and devices.',
      sections: [
        {
          id: 'no-code',
          title: 'The SMS code does not arrive. What can I do?',
          paragraphs: [
            'A code is valid for 5 minutes; a phone can ask for one once every 60 seconds, and there are hourly and daily limits. Check the number and that your phone does not block the message, then try again later; if it still does not arrive, ask your unit’s administrator or customer service.',
          ],
        },
        {
          id: 'locked',
          title: 'My account is locked after wrong passwords. What now?',
          paragraphs: [
            'After 5 wrong passwords in a row the account is locked for 15 minutes. Members of a unit can log in with an SMS code instead; system administrators can unlock by SMS on the system administration tab; anyone can try the password again once the lock has ended. If you forgot your password, log in and set a new one under Change password in the user menu, with an SMS code.',
          ],
        },
        {
          id: 'menu-missing',
          title: 'Why can I not see a menu?',
          paragraphs: [
            'Menus follow your role and the unit’s feature configuration. For example, unit members see applications, application records, Awaiting my use and use records; seal keepers see the devices, but only administrators bind, edit and unbind them. Ask your unit’s administrator to change your role or the configuration.',
          ],
        },
        {
          id: 'cannot-grant',
          title: 'The application is approved. Why can the keeper not authorise it?',
          paragraphs: [
            'A device has at most one open authorisation at a time. While another authorisation on the device is still open (for example one not activated or not used up), it must end, or the keeper must close it, before a new application can be authorised.',
          ],
        },
        {
          id: 'uses-left',
          title: 'The authorisation’s uses are spent, but I need another stamp.',
          paragraphs: [
            'An authorisation ends when its uses are spent. Submit a new application; once it is approved the keeper authorises it again.',
          ],
        },
        {
          id: 'offline',
          title: 'Is a stamp recorded when the device is offline?',
          paragraphs: [
            'Yes. Offline, the device keeps the stamp and its photos and uploads them when it is back online. The use record marks the stamp as offline, and the anomaly centre checks it against the rules like any other.',
          ],
        },
        {
          id: 'lost-seal',
          title: 'A seal is lost. What should we do?',
          paragraphs: [
            'An administrator should lock the device at once from its detail under Devices. A locked device refuses to stamp, and any stamp with it raises a high-severity alert. Unlock it remotely once it is found.',
          ],
        },
        {
          id: 'evidence',
          title: 'How does the evidence report show that a photo was not altered?',
          paragraphs: [
            'The report lists each photo’s SHA-256 digest. Compute the digest of the original photo again and compare: if they match, the photo is the very file uploaded at the stamp.',
          ],
        },
        {
          id: 'exports',
          title: 'Where do I download an export?',
          paragraphs: [
            'Exports are made in the background; you need not stay on the page. Download them under Seal management → Exports when they are ready.',
          ],
        },
        {
          id: 'tabs',
          title: 'Why can I not open another page tab?',
          paragraphs: [
            'At most 15 page tabs can be open at once. Close one you no longer need, then open the new page.',
          ],
        },
        {
          id: 'display-link',
          title: 'A wall display’s link has leaked. What now?',
          paragraphs: [
            'An administrator revokes it under Display links on the home page; the wall stops showing data within 10 seconds. Then create a new display link.',
          ],
        },
        {
          id: 'contact',
          title: 'Any other question?',
          paragraphs: [`Call customer service on ${e.servicePhone} (${e.companyName}).`],
        },
      ],
    },
  };
};
