// A complete, valid admission form (BCOM unless another course is named) for the tests of every package:
// shared-types' schema tests, the API's admission suites and the browser tests import this one copy.
// Test code only: it is not exported from the package index, so no screen or route can ship it.
import { emptyAdmissionForm, type AdmissionFormValues } from './schemas';

export function validAdmissionForm(course = 'BCOM'): AdmissionFormValues {
  return {
    ...emptyAdmissionForm(course),
    applicant_name: 'रीना देवी',
    mother_name: 'सुनीता देवी',
    father_name: 'Ram Prasad',
    dob: '2005-04-12',
    gender: 'F',
    category: 'OBC',
    email: 'reena@example.com',
    whatsapp_number: '9876543210',
    aadhar_no: '123412341234',
    religion: 'Hindu',
    marital_status: 'Single',
    gap: 'No',
    weightage: ['N.S.S', 'Sports'],
    horizontal_reservation: ['Freedom Fighter'],
    permanent_address_village_mohalla: 'वार्ड 4, सिरसागंज',
    permanent_address_post: 'Sirsaganj',
    permanent_address_tehsil: 'Sirsaganj',
    permanent_address_district: 'Firozabad',
    permanent_address_pincode: '283151',
    high_school_year: '2020',
    high_school_board: 'UP Board',
    high_school_name: 'GIC Sirsaganj',
    high_school_roll: '1234567',
    high_school_maxmarks: '600',
    high_school_obtmarks: '480',
    high_school_percentage: '80.00',
    intermediate_year: '2022',
    intermediate_board: 'UP Board',
    intermediate_name: 'GIC Sirsaganj',
    intermediate_roll: '7654321',
    intermediate_maxmarks: '500',
    intermediate_obtmarks: '333',
    intermediate_percentage: '66.60',
    intermediate: { subject: 'Commerce' },
    attachments: ['10th Marksheet', 'Aadhar Card'],
    agreed_to_declaration: '1',
  };
}
