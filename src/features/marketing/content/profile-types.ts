export interface ProfileSection {
  id: 'history' | 'service' | 'regions' | 'contact'
  title: string
  image: string
  imageAlt: string
  paragraphs: string[]
  list: string[]
}

export interface ProfileContent {
  title: string
  lead: string
  /** The single tall image phones see carries the whole profile in its text. */
  mobileAlt: string
  sections: ProfileSection[]
}
