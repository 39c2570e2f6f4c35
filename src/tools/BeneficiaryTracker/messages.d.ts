// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Bank account */
export declare function accountTypeBank(): string;
/** Investment account */
export declare function accountTypeInvestment(): string;
/** Retirement account (401(k), IRA) */
export declare function accountTypeRetirement(): string;
/** Life insurance */
export declare function accountTypeLifeInsurance(): string;
/** Other insurance or annuity */
export declare function accountTypeOtherInsurance(): string;
/** Other */
export declare function accountTypeOther(): string;
/** Please fill in all required fields */
export declare function requiredMessage(): string;
/** Are you sure you want to delete this beneficiary designation? */
export declare function deleteQuestion(): string;
/** Enter the account name */
export declare function enterAccountName(): string;
/** Choose the account type */
export declare function chooseAccountType(): string;
/** Enter the primary beneficiary */
export declare function enterPrimary(): string;
/** Updated the designation for {accountName}. */
export declare function updatedStatus(values: { accountName: string | number }): string;
/** Added the designation for {accountName}. */
export declare function addedStatus(values: { accountName: string | number }): string;
/** Deleted the designation for {accountName}. */
export declare function deletedStatus(values: { accountName: string | number }): string;
/** Imported {count, plural, one {# designation} other {# designations}} */
export declare function importedStatus(values: { count: number }): string;
/** Keep a list of who inherits each of your accounts and when you last checked. It is saved only in this browser on this device. */
export declare function intro(): string;
/** Add beneficiary designation */
export declare function addButton(): string;
/** Add a beneficiary designation */
export declare function addHeading(): string;
/** Edit {accountName} */
export declare function editHeading(values: { accountName: string | number }): string;
/** Edit designation */
export declare function editHeadingUnnamed(): string;
/** Fields marked with * are required. */
export declare function requiredNote(): string;
/** Account name */
export declare function accountNameLabel(): string;
/** Account type */
export declare function accountTypeLabel(): string;
/** Choose an account type */
export declare function accountTypePlaceholder(): string;
/** Institution */
export declare function institutionLabel(): string;
/** The bank, company or insurer that holds the account. */
export declare function institutionHint(): string;
/** Account number (last 4 digits) */
export declare function accountNumberLabel(): string;
/** For your safety, enter only the last 4 digits. */
export declare function accountNumberHint(): string;
/** Last 4 digits only */
export declare function accountNumberPlaceholder(): string;
/** Only the last 4 digits are kept, so we saved {digits}. Please don't enter a full account number. */
export declare function lastFourKept(values: { digits: string | number }): string;
/** Only digits can go here, so we left out the other characters. */
export declare function digitsOnly(): string;
/** Primary beneficiary */
export declare function primaryLabel(): string;
/** Primary beneficiary's share */
export declare function primaryShareLabel(): string;
/** A whole number from 0 to 100. */
export declare function shareHint(): string;
/** Secondary (contingent) beneficiary */
export declare function secondaryLabel(): string;
/** Who inherits if the primary beneficiary cannot. */
export declare function secondaryHint(): string;
/** Secondary beneficiary's share */
export declare function secondaryShareLabel(): string;
/** Date last updated */
export declare function lastUpdatedLabel(): string;
/** When you last checked or changed this designation with the institution. */
export declare function lastUpdatedHint(): string;
/** Notes */
export declare function notesLabel(): string;
/** Save designation */
export declare function saveDesignation(): string;
/** Update designation */
export declare function updateDesignation(): string;
/** Cancel */
export declare function cancel(): string;
/** Your designations ({count}) */
export declare function listHeading(values: { count: string | number }): string;
/** You have not added any designations yet. */
export declare function emptyList(): string;
/** Needs Review */
export declare function needsReview(): string;
/** Account ending */
export declare function accountEnding(): string;
/** Primary */
export declare function primaryTerm(): string;
/** Secondary */
export declare function secondaryTerm(): string;
/** Last updated */
export declare function lastUpdatedTerm(): string;
/** {name} ({percent}) */
export declare function beneficiaryShare(values: { name: string | number; percent: string | number }): string;
/** Edit */
export declare function edit(): string;
/** Delete */
export declare function deleteButton(): string;
/** Keep a copy */
export declare function copyHeading(): string;
/** Save your list as a file, or bring in a list saved earlier from this page. */
export declare function copyIntro(): string;
/** Download designations (JSON file) */
export declare function downloadButton(): string;
/** Import designations from a file */
export declare function importLabel(): string;
/** Entries in the file are added to your list. An entry with the same id as one already here replaces it. */
export declare function importHint(): string;
/** Delete {accountName}? */
export declare function deleteTitle(values: { accountName: string | number }): string;
/** Delete designation? */
export declare function deleteTitleUnnamed(): string;
/** Keep it */
export declare function keepIt(): string;
/** This file can't be read. Please choose a beneficiary file downloaded from this page. */
export declare function importUnreadable(): string;
/** This file doesn't contain a list of beneficiary designations. */
export declare function importNotAList(): string;
/** Entry {entry} */
export declare function importEntry(values: { entry: string | number }): string;
/** Entry {entry} (“{name}”) */
export declare function importEntryNamed(values: { entry: string | number; name: string | number }): string;
/** {entry} isn't a beneficiary designation. */
export declare function importNotAnEntry(values: { entry: string | number }): string;
/** {entry}: {field, select, id {is missing its id} accountName {needs an account name} accountType {has an unknown account type} institution {has an institution that is not text} accountNumber {account number must be the last 4 digits only} primaryBeneficiary {needs a primary beneficiary} primaryPercent {primary percentage must be a whole number from 0 to 100} secondaryBeneficiary {has a secondary beneficiary that is not text} secondaryPercent {secondary percentage must be a whole number from 0 to 100} lastUpdated {last-updated date must look like 2024-01-31} notes {has notes that are not text} other {has a value we can’t use}}. Nothing was imported. */
export declare function importBadField(values: { entry: string | number; field: string | number }): string;
