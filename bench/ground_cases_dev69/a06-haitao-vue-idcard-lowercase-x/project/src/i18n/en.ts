export default {
  customs: {
    title: "Customs declaration",
    intro: "Chinese customs require the recipient's real name and ID number for cross-border parcels.",
    name: "Recipient name (as on ID)",
    idNumber: "Resident ID number",
    phone: "Mobile number",
    submit: "Continue to payment",
    errors: {
      required: "This field is required",
      name: "Enter the name exactly as it appears on the ID card",
      idNumber: "Enter a valid 18-digit resident ID number",
      phone: "Enter a mainland China mobile number",
    },
  },
};
