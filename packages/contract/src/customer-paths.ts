/**
 * The calls of the customers' apps (their accounts and their orders), in a module of their own:
 * every page of the partner portal loads `apiPaths` (paths.ts) at start-up, and only the server
 * and the customer's verification code screen need these.
 */
export const customerApiPaths = {
  customerRegistration: '/api/v1/customer/auth/customerRegistration',
  verifyCustomer: '/api/v1/customer/auth/verifyCustomer',
  loginCustomer: '/api/v1/customer/auth/loginCustomer',
  loginVerify: '/api/v1/customer/auth/loginVerify',
  forgotPassCustomer: '/api/v1/customer/auth/forgotPassCustomer',
  forgotPasswordUpdate: '/api/v1/customer/auth/forgotPasswordUpdate',
  customerResendOtp: '/api/v1/customer/auth/reSendOtp',
  socialSiteLogin: '/api/v1/customer/auth/socialSiteLogin',
  customerLogout: '/api/v1/customer/auth/logout',
  customerDetails: '/api/v1/customer/myDetails',
  customerEditDetails: '/api/v1/customer/editMyDetails',
  customerCloseAccount: '/api/v1/customer/closeAccount',
  placeOrder: '/api/v1/customer/placeOrder',
  cancelOrder: '/api/v1/customer/cancelOrder',
  myOrders: '/api/v1/customer/myOrders',
} as const;
