// DOM events the player fires on its element, for whatever embeds or tests it.

/**
 * A run ended by itself (not by Stopp): `detail` is the run's end with its log in simulated
 * time, so a test judges how the robot drove from the simulation, not from the frames drawn.
 */
export const RUN_END_EVENT = 'maqueen-run-end';
