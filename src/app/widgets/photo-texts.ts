// The photo widgets' words.
export const photoTexts = {
  takePhoto: 'Take photo',
  fromGallery: 'Choose from gallery',
  retake: 'Retake photo',
  chooseAnother: 'Choose another',
  remove: 'Remove',
  compressing: 'Preparing the photo...',
  uploading: 'Uploading...',
  retrying: 'The upload failed. Trying again...',
  failed: 'The photo could not be uploaded. Please check the network and try again.',
  tryAgain: 'Try again',
  unreadable: 'This photo could not be read. Please take it again.',
  loadFailed: 'The saved photos could not be loaded. Please try again.',
  loading: 'Loading the saved photos',
  noOpportunity: "Photos can be taken once the merchant's business details are saved.",
  /** The accessible names of one kind's controls, so that each says which photo it is for. */
  takeFor: (label: string) => `Take photo: ${label}`,
  galleryFor: (label: string) => `Choose from gallery: ${label}`,
  removeFor: (label: string, position: number) => `Remove ${label} photo ${position}`,
  thumbnail: (label: string, position: number) => `${label}, photo ${position}`,
  uploadingFor: (label: string) => `Uploading ${label}`,
} as const;
