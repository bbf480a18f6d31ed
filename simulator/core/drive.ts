import { normalizeDeg, headingVector, type Pose } from './geometry.ts';

/** Motor register values as the STM8 holds them. */
export interface MotorCommand {
  direction: number;
  speed: number;
}

/** Physical constants of the differential drive (cm, s). */
export interface DriveParams {
  /** Distance between the wheels' contact points. */
  wheelBase: number;
  /** Wheel speed at PWM 255 with gain 1. */
  maxSpeed: number;
  /** PWM values below this do not overcome friction. */
  deadband: number;
  /** Per-motor gain; the small asymmetry is what motor calibration corrects. */
  gainLeft: number;
  gainRight: number;
  /** Time constant of the wheel speed following its command. */
  responseTime: number;
}

export const MAQUEEN_DRIVE: DriveParams = {
  wheelBase: 9.6,
  maxSpeed: 50,
  deadband: 20,
  gainLeft: 1.0,
  gainRight: 0.96,
  responseTime: 0.05,
};

/** Steady wheel speed in cm/s for a motor command (negative = backwards). */
export function wheelSpeedFor(command: MotorCommand, gain: number, params: DriveParams): number {
  const pwm = Math.max(0, Math.min(255, command.speed));
  if (pwm < params.deadband) return 0;
  const speed = ((params.maxSpeed * (pwm - params.deadband)) / (255 - params.deadband)) * gain;
  return command.direction === 1 ? -speed : speed;
}

/** Whether either command turns its wheel (a command below the deadband turns nothing). */
export function motorsDrive(
  left: MotorCommand,
  right: MotorCommand,
  params: DriveParams = MAQUEEN_DRIVE,
): boolean {
  return (
    wheelSpeedFor(left, params.gainLeft, params) !== 0 ||
    wheelSpeedFor(right, params.gainRight, params) !== 0
  );
}

/** Differential-drive kinematics: integrates wheel speeds into the pose. */
export class Drive {
  wheelLeft = 0;
  wheelRight = 0;
  /** Forward acceleration of the last step in cm/s², for the accelerometer. */
  acceleration = 0;

  constructor(
    public pose: Pose,
    private readonly params: DriveParams = MAQUEEN_DRIVE,
  ) {}

  /** Pose after `dt` seconds with the given motor commands, without committing it. */
  step(
    left: MotorCommand,
    right: MotorCommand,
    dt: number,
  ): { pose: Pose; wl: number; wr: number } {
    const p = this.params;
    const blend = 1 - Math.exp(-dt / p.responseTime);
    const wl = this.wheelLeft + (wheelSpeedFor(left, p.gainLeft, p) - this.wheelLeft) * blend;
    const wr = this.wheelRight + (wheelSpeedFor(right, p.gainRight, p) - this.wheelRight) * blend;
    const v = (wl + wr) / 2;
    // Left wheel faster than right turns the robot clockwise (to the right).
    const omegaDeg = (((wl - wr) / p.wheelBase) * 180) / Math.PI;
    const mid = headingVector(this.pose.heading + (omegaDeg * dt) / 2);
    return {
      pose: {
        x: this.pose.x + v * dt * mid.x,
        y: this.pose.y + v * dt * mid.y,
        heading: normalizeDeg(this.pose.heading + omegaDeg * dt),
      },
      wl,
      wr,
    };
  }

  commit(next: { pose: Pose; wl: number; wr: number }, dt: number): void {
    const before = (this.wheelLeft + this.wheelRight) / 2;
    this.pose = next.pose;
    this.wheelLeft = next.wl;
    this.wheelRight = next.wr;
    this.acceleration = dt > 0 ? ((next.wl + next.wr) / 2 - before) / dt : 0;
  }

  /** Blocked by an obstacle: the wheels stall where they are. */
  stall(): void {
    this.wheelLeft = 0;
    this.wheelRight = 0;
    this.acceleration = 0;
  }
}
