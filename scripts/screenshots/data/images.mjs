import sharp from 'sharp';

/**
 * A photo of a dish as a phone gives it (JPEG, 1200 × 900): a plate on a table, the food in the
 * dish's colours. Drawn in SVG and encoded by sharp.
 */
export function dishPhoto({ table, food, garnish }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs>
      <radialGradient id="t" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${table[0]}"/><stop offset="1" stop-color="${table[1]}"/></radialGradient>
      <radialGradient id="f" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="${food[0]}"/><stop offset="1" stop-color="${food[1]}"/></radialGradient>
    </defs>
    <rect width="1200" height="900" fill="url(#t)"/>
    <ellipse cx="610" cy="480" rx="380" ry="340" fill="#00000022"/>
    <circle cx="600" cy="450" r="360" fill="#fbf8f2"/>
    <circle cx="600" cy="450" r="290" fill="#f1ece2"/>
    <ellipse cx="600" cy="450" rx="210" ry="170" fill="url(#f)"/>
    <circle cx="540" cy="400" r="26" fill="${garnish}"/>
    <circle cx="660" cy="430" r="20" fill="${garnish}"/>
    <circle cx="610" cy="510" r="16" fill="${garnish}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A square logo as an owner would send it: the initials on the bouchon's colour. */
export function logoImage() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" rx="80" fill="#7a1f2b"/>
    <circle cx="200" cy="200" r="130" fill="none" stroke="#f4e4c1" stroke-width="14"/>
    <text x="200" y="235" font-family="DejaVu Serif, serif" font-size="120" font-weight="bold"
      text-anchor="middle" fill="#f4e4c1">BC</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
